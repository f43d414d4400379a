import { CloseOutlined, EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState } from 'react';
import type { ProductDto } from '../../api';
import type { ProductFormValues } from '../../lib/product-form';
import { EMPTY_PRODUCT, formValuesOf, sellsInInstalments } from '../../lib/product-form';
import type { ChosenFiles } from './use-save-product';
import { useSaveProduct } from './use-save-product';
import { AnnounceField } from './AnnounceField';
import { loadedScreens } from '../../product-types/registry';
import { BasicFields } from './BasicFields';
import { FigureFields } from './FigureFields';
import { FileFields } from './FileFields';
import { ListingFields } from './ListingFields';
import { OfferFields } from './OfferFields';
import { PlanFields } from './PlanFields';

interface ProductFormProps {
  // the product being edited; null creates a new one
  product: ProductDto | null;
  onSaved: (product: ProductDto) => void;
  onCancelEdit: () => void;
}

// Creates a product or edits one (spec sections 2, 3 and 5), with the fields of its type (its
// screens' form, loaded with the manager) and its payment plan. Files are uploaded first (useSaveProduct).
// Mount it with a new key to start over.
export function ProductForm({ product, onSaved, onCancelEdit }: ProductFormProps) {
  const [form] = Form.useForm<ProductFormValues>();
  const type = Form.useWatch('type', form) ?? product?.type ?? 'digital';
  const { form: typeForm = {} } = loadedScreens(type);
  const [chosen, setChosen] = useState<ChosenFiles>({ digitalFile: null, images: [] });
  const { save, saving } = useSaveProduct(product, onSaved, form);

  return (
    <>
      <Form
        form={form}
        name="product"
        layout="vertical"
        requiredMark={false}
        initialValues={product ? formValuesOf(product) : EMPTY_PRODUCT}
        onFinish={(values) => save(values, chosen)}
        className="product-form"
      >
        {product && <EditingBanner product={product} onCancel={onCancelEdit} />}
        <BasicFields />
        <FigureFields form={typeForm} />
        {typeForm.Fields && <typeForm.Fields />}
        {sellsInInstalments(type) && <PlanFields />}
        <ListingFields />
        <FileFields product={product} digital={type === 'digital'} chosen={chosen} onChange={setChosen} />
        <AnnounceField product={product} />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={saving}
          icon={product ? <SaveOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
        >
          {product ? 'Update Product' : 'Create Product'}
        </Button>
      </Form>
      {/* a form of its own each (forms do not nest), saved on its own: a product's offers once it exists */}
      {product && sellsInInstalments(type) && <OfferFields product={product} />}
    </>
  );
}

function EditingBanner({ product, onCancel }: { product: ProductDto; onCancel: () => void }) {
  return (
    <div className="product-form__editing" role="status">
      <span>
        <EditOutlined aria-hidden /> Editing: <strong>{product.title}</strong>
      </span>
      <Button icon={<CloseOutlined aria-hidden />} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
