import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Radio } from 'antd';
import { toast } from '../../../components/toast';
import { useRequest } from '../lib/use-request';
import { type MembershipSettingsDto, useSaveMembershipSettingsMutation } from './api';

export const SETTINGS_SAVE_FAILED = 'The settings could not be saved. Please try again.';

type SettingsValues = Pick<MembershipSettingsDto, 'graceDays' | 'ownerMail'>;

const OWNER_MAIL = [
  { value: 'each', label: 'A mail for each new member and each cancellation' },
  { value: 'digest', label: 'A digest of the day, at 08:00' },
  { value: 'none', label: 'No mail' },
];

// How long a member whose payment failed keeps access, and how the owner hears of members.
export function SettingsForm({ settings }: { settings: MembershipSettingsDto }) {
  const [save] = useSaveMembershipSettingsMutation();
  const { busy, refusal, run } = useRequest();
  const submit = async (saveMembershipSettingsDto: SettingsValues) => {
    const saved = await run(() => save({ saveMembershipSettingsDto }).unwrap(), SETTINGS_SAVE_FAILED);
    if (saved) toast({ title: 'Settings saved', description: 'The membership settings are saved.' });
  };
  return (
    <Form<SettingsValues>
      name="membership-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={{ graceDays: settings.graceDays, ownerMail: settings.ownerMail }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="graceDays"
        label="Grace period (days)"
        extra="After a renewal fails, the member keeps access this long while the card is tried again."
        rules={[{ required: true, message: 'Enter the days of the grace period' }]}
      >
        <InputNumber min={0} max={60} precision={0} />
      </Form.Item>
      <Form.Item name="ownerMail" label="Your mail about members">
        <Radio.Group options={OWNER_MAIL} />
      </Form.Item>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} className="memberships-admin__refusal" />}
      <Button htmlType="submit" type="primary" loading={busy} icon={<SaveOutlined aria-hidden />}>
        Save settings
      </Button>
    </Form>
  );
}
