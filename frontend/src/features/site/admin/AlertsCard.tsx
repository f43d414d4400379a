import { MailOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { fieldErrors, serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { AlertSettingsDto } from './api';
import { useGetAlertSettingsQuery, useSaveAlertSettingsMutation, useSendAlertTestMailMutation } from './api';
import { SiteSection } from './SiteSection';

export const ALERTS_SAVE_FAILED = 'Failed to save the notification e-mail. Please try again.';
export const TEST_MAIL_FAILED = 'Failed to send the test mail. Please try again.';

// why alerts go where they go, after "are e-mailed to x"
const SOURCE: Record<AlertSettingsDto['source'], string> = {
  settings: 'the address set here',
  environment: 'the OWNER_EMAIL of the server, until you set one here',
  admin: "your admin account's address, until you set one here",
  none: '',
};

export function alertsDestination({ address, source }: Pick<AlertSettingsDto, 'address' | 'source'>): string {
  return address
    ? `Alerts are e-mailed to ${address} (${SOURCE[source]}).`
    : 'Alerts are e-mailed to nobody yet: set an address, or confirm the e-mail address of your admin account.';
}

// The Site tab's "Alerts" card: where new bookings, orders to ship, low stock and contact messages
// are e-mailed (PUT /api/admin/alerts; empty goes back to the default), and a test mail to it.
export function AlertsCard() {
  const { data } = useGetAlertSettingsQuery();
  const [form] = Form.useForm<{ notificationEmail: string }>();
  const [save, saving] = useSaveAlertSettingsMutation();
  const [sendTest, sending] = useSendAlertTestMailMutation();
  if (!data) return null;

  const onFinish = async ({ notificationEmail }: { notificationEmail: string }) => {
    try {
      const saved = await save({
        saveAlertSettingsDto: { notificationEmail: notificationEmail.trim() || null },
      }).unwrap();
      form.setFieldsValue({ notificationEmail: saved.notificationEmail ?? '' });
      toast({ title: 'Saved', description: alertsDestination(saved) });
    } catch (error) {
      const message = fieldErrors(error).notificationEmail;
      if (message) form.setFields([{ name: 'notificationEmail', errors: [message] }]);
      toast({ title: 'Error', description: serverMessage(error, ALERTS_SAVE_FAILED), variant: 'destructive' });
    }
  };
  const onTest = async () => {
    try {
      const { to } = await sendTest().unwrap();
      toast({ title: 'Test mail sent', description: `Sent to ${to}: check that inbox (and its spam folder).` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, TEST_MAIL_FAILED), variant: 'destructive' });
    }
  };

  return (
    <div id="alerts" className="site-alerts">
      <SiteSection title="Alerts">
        <p className="site-section__hint">
          New bookings, orders to ship, low stock and contact messages. {alertsDestination(data)}
        </p>
        <Form
          form={form}
          name="alert-settings"
          layout="vertical"
          requiredMark={false}
          initialValues={{ notificationEmail: data.notificationEmail ?? '' }}
          onFinish={onFinish}
        >
          <Form.Item
            name="notificationEmail"
            label="Notification e-mail"
            extra="Leave empty to use the default address."
          >
            <Input type="email" maxLength={254} autoComplete="email" />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving.isLoading} icon={<SaveOutlined aria-hidden />}>
              Save Notification E-mail
            </Button>
            <Button
              onClick={onTest}
              loading={sending.isLoading}
              disabled={!data.address}
              icon={<MailOutlined aria-hidden />}
            >
              Send a test mail
            </Button>
          </Space>
        </Form>
      </SiteSection>
    </div>
  );
}
