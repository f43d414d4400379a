import { Button, Form, InputNumber } from 'antd';
import { useEffect, useId } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useGetAuditSettingsQuery, useSaveAuditSettingsMutation } from './api';

const MIN = 30;
const MAX = 3650;
const RANGE = `Keep the audit log for a whole number of days from ${MIN} to ${MAX}`;

// How long the log keeps an entry (older ones are deleted each night).
export function AuditRetention() {
  const headingId = useId();
  const settings = useGetAuditSettingsQuery();
  const [save, { isLoading }] = useSaveAuditSettingsMutation();
  const [form] = Form.useForm<{ keepDays: number }>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const submit = async ({ keepDays }: { keepDays: number }) => {
    try {
      await save({ auditSettingsDto: { keepDays } }).unwrap();
      toast({ title: 'Saved', description: `The audit log keeps entries for ${keepDays} days.` });
    } catch (error) {
      toast({ title: 'Not Saved', description: serverMessage(error, RANGE), variant: 'destructive' });
    }
  };

  return (
    <section className="admin-audit__retention" aria-labelledby={headingId}>
      <h3 id={headingId}>How long the log is kept</h3>
      <Form form={form} layout="inline" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="keepDays"
          label="Keep the audit log for"
          rules={[{ required: true, type: 'integer', min: MIN, max: MAX, message: RANGE }]}
        >
          <InputNumber min={MIN} max={MAX} suffix="days" disabled={!settings.data} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={isLoading} disabled={!settings.data}>
            Save
          </Button>
        </Form.Item>
      </Form>
      <p className="admin-audit__muted">Older entries are deleted each night.</p>
    </section>
  );
}
