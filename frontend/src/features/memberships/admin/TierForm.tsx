import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Tag } from 'antd';
import { useId } from 'react';
import { toast } from '../../../components/toast';
import { useRequest } from '../lib/use-request';
import { type AdminTierDto, type ProductDto, useSaveMembershipTierMutation } from './api';
import { TierFields } from './TierFields';
import { tierPayload, type TierValues, tierValues } from './tier-values';

export const NOT_SET_UP = 'Not set up: nobody can join';
export const SAVE_FAILED = 'The tier could not be saved. Please try again.';

// One tier: its standing (set up, archived, its members) and its fields, saved as a whole.
export function TierForm({ tier, products }: { tier: AdminTierDto; products: ProductDto[] }) {
  const headingId = useId();
  const [form] = Form.useForm<TierValues>();
  const [save] = useSaveMembershipTierMutation();
  const { busy, refusal, run } = useRequest();
  const submit = async (values: TierValues) => {
    const saveTierDto = tierPayload(values);
    const saved = await run(() => save({ productId: tier.productId, saveTierDto }).unwrap(), SAVE_FAILED);
    if (!saved) return;
    form.setFieldsValue(tierValues(saved));
    const open = saved.archived ? 'saved; archived, it takes no new members' : 'open to new members';
    toast({ title: 'Tier saved', description: `“${saved.title}” is ${open}.` });
  };
  return (
    <section className="memberships-tier" aria-labelledby={headingId}>
      <header className="memberships-tier__head">
        <h3 id={headingId}>{tier.title}</h3>
        {tier.configured ? <Tag color="green">Open to new members</Tag> : <Tag color="orange">{NOT_SET_UP}</Tag>}
        {tier.archived && <Tag>Archived: no new members</Tag>}
        <span className="memberships-admin__muted">
          {tier.members} {tier.members === 1 ? 'member' : 'members'}
        </span>
      </header>
      <Form
        form={form}
        name={`tier-${tier.productId}`}
        layout="vertical"
        requiredMark={false}
        initialValues={tierValues(tier)}
        onFinish={(values) => void submit(values)}
      >
        <TierFields products={products} />
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} className="memberships-admin__refusal" />}
        <Button htmlType="submit" type="primary" loading={busy} icon={<SaveOutlined aria-hidden />}>
          Save {tier.title}
        </Button>
      </Form>
    </section>
  );
}
