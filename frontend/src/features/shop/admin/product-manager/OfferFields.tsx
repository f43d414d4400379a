import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../../../api/error-message';
import { toast } from '../../../../components/toast';
import { type ProductDto, useAllProductsQuery } from '../../api';
import {
  type ProductOfferDto,
  useClearProductOfferMutation,
  useGetProductOffersQuery,
  useSaveProductOfferMutation,
} from '../api';

type Kind = 'bump' | 'upsell';

interface OfferValues {
  offeredProductId?: number;
  price: string;
  headline: string;
  text: string;
}

const KINDS: { kind: Kind; title: string; help: string }[] = [
  { kind: 'bump', title: 'Order bump', help: 'A tick box at this product’s checkout.' },
  { kind: 'upsell', title: 'One-click upsell', help: 'Offered after payment, charged to the same card.' },
];

// The product's order bump and upsell: another published product at a price of its own (the
// server refuses the product itself, one not in the shop, or a price outside $0.50 to its price).
export function OfferFields({ product }: { product: ProductDto }) {
  const offers = useGetProductOffersQuery({ id: product.id });
  const products = useAllProductsQuery();
  const choices = (products.data ?? [])
    .filter((p) => p.id !== product.id && !p.archived)
    .map((p) => ({ value: p.id, label: `${p.title} (${p.price})` }));
  return (
    <Card title="Order bump and upsell" className="product-form__offers">
      {KINDS.map(({ kind, title, help }) => (
        <OfferForm
          key={kind}
          productId={product.id}
          kind={kind}
          title={title}
          help={help}
          offer={offers.data?.[kind] ?? null}
          choices={choices}
        />
      ))}
    </Card>
  );
}

function OfferForm(props: {
  productId: number;
  kind: Kind;
  title: string;
  help: string;
  offer: ProductOfferDto | null;
  choices: { value: number; label: string }[];
}) {
  const { productId, kind, title, help, offer, choices } = props;
  const [form] = Form.useForm<OfferValues>();
  const [save, saving] = useSaveProductOfferMutation();
  const [clear, clearing] = useClearProductOfferMutation();
  useEffect(() => {
    form.setFieldsValue({
      offeredProductId: offer?.offeredProductId,
      price: offer ? offer.price.replace('$', '') : '',
      headline: offer?.headline ?? '',
      text: offer?.text ?? '',
    });
  }, [form, offer]);

  const onSave = ({ offeredProductId, price, headline, text }: OfferValues) =>
    save({
      id: productId,
      kind,
      saveProductOfferDto: { offeredProductId: offeredProductId ?? 0, price, headline, text },
    })
      .unwrap()
      .then(() => toast({ title: `${title} saved` }))
      .catch((error: unknown) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }));
  const onClear = () =>
    clear({ id: productId, kind })
      .unwrap()
      .then(() => toast({ title: `${title} cleared` }))
      .catch((error: unknown) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }));

  return (
    <Form form={form} name={`offer-${kind}`} layout="vertical" requiredMark={false} onFinish={(v) => void onSave(v)}>
      <h4>{title}</h4>
      <p className="product-form__hint">{help}</p>
      <Form.Item label={`${title}: product offered`} name="offeredProductId">
        <Select options={choices} placeholder="Choose a product" showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item label={`${title}: price`} name="price">
        <Input prefix="$" inputMode="decimal" placeholder="19" />
      </Form.Item>
      <Form.Item label={`${title}: headline`} name="headline">
        <Input maxLength={120} placeholder="Add the companion workbook" />
      </Form.Item>
      <Form.Item label={`${title}: text`} name="text">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Space>
        <Button htmlType="submit" loading={saving.isLoading}>
          Save {title.toLowerCase()}
        </Button>
        {offer && (
          <Button danger loading={clearing.isLoading} onClick={() => void onClear()}>
            Clear {title.toLowerCase()}
          </Button>
        )}
      </Space>
    </Form>
  );
}
