import { MailOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useGetAlertSettingsQuery } from './api';
import { alertsDestination } from './alerts-destination';
import { SiteSection } from './SiteSection';
import { type AlertsFormValues, useAlertSettings } from './use-alert-settings';

// The Site tab's "Alerts" card: where new bookings, orders to ship, low stock and contact messages
// are e-mailed (PUT /api/admin/alerts; empty goes back to the default), and a test mail to it.
export function AlertsCard() {
  const { data } = useGetAlertSettingsQuery();
  const [form] = Form.useForm<AlertsFormValues>();
  const { saveAddress, saving, sendTestMail, sending } = useAlertSettings(form);
  if (!data) return null;

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
          onFinish={saveAddress}
        >
          <Form.Item
            name="notificationEmail"
            label="Notification e-mail"
            extra="Leave empty to use the default address."
          >
            <Input type="email" maxLength={254} autoComplete="email" />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined aria-hidden />}>
              Save Notification E-mail
            </Button>
            <Button
              onClick={sendTestMail}
              loading={sending}
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
