import { Form, Select } from 'antd';
import { useListLeadMagnetsQuery } from '../../../automations/admin';
import { InsertDialog, type InsertProps } from './InsertDialog';

export const NO_GUIDES = 'No lead magnets yet: make one under Automations → Lead magnets.';

// "Insert free guide form": one of the owner's lead magnets (issue 47), whose form readers get
// where it is put (a link to its page in a mail). An inactive one shows nothing until it is active.
export function GuideDialog({ open, onInsert, onCancel }: InsertProps<string>) {
  const [form] = Form.useForm<{ slug: string }>();
  const { data: guides, isLoading } = useListLeadMagnetsQuery(undefined, { skip: !open });
  const options = (guides ?? []).map(({ slug, title, active }) => ({
    value: slug,
    label: `${title} (/free/${slug})${active ? '' : ' — inactive'}`,
  }));
  return (
    <InsertDialog
      title="Insert free guide form"
      open={open}
      form={form}
      onFinish={({ slug }) => onInsert(slug)}
      onCancel={onCancel}
    >
      <Form.Item
        name="slug"
        label="Free guide"
        extra={guides?.length === 0 ? NO_GUIDES : 'Readers get its form here; a mail gets a link to its page.'}
        rules={[{ required: true, message: 'Choose the guide whose form goes here.' }]}
      >
        <Select autoFocus loading={isLoading} options={options} placeholder="Choose a lead magnet" />
      </Form.Item>
    </InsertDialog>
  );
}
