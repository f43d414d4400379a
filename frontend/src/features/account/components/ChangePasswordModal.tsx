import { Form, Input, Modal } from 'antd';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from '../../auth';
import { type PasswordValues, useChangePassword } from '../lib/use-change-password';

// Change Password: the current one first; this device stays signed in, every other one is signed out.
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const { save, saving } = useChangePassword(form, onClose);

  return (
    <Modal
      title="Change Password"
      open={open}
      okText="Change Password"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="change-password" layout="vertical" requiredMark={false} onFinish={save}>
        <Form.Item
          name="currentPassword"
          label="Current Password"
          rules={[{ required: true, message: 'Current password is required' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label="New Password"
          extra={PASSWORD_HINT}
          rules={[
            { required: true, message: 'New password is required' },
            { min: MIN_PASSWORD_LENGTH, message: PASSWORD_HINT },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmation"
          label="Confirm New Password"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Please type the new password again' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('The two passwords do not match')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
