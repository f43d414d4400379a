import { Button, Card, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { useLeaveSignedOut } from '../../auth';
import { DELETE_ACCOUNT, useDeleteAccountMutation } from '../api';

const PASSWORD_REQUIRED = 'Please enter your password to delete your account.';

// Delete Account, after the password: the home page, signed out, with a toast. A wrong password
// shows on its field; any other refusal (the site's last admin, too many tries) in a toast.
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const [remove, { isLoading }] = useDeleteAccountMutation(DELETE_ACCOUNT);
  const leave = useLeaveSignedOut();

  const submit = async ({ password }: { password: string }) => {
    const request = remove({ deleteAccountDto: { password } });
    try {
      const { message } = await request.unwrap();
      await leave();
      toast({ title: 'Account Deleted', description: message });
    } catch (error) {
      const message = serverMessage(error, 'Failed to delete the account. Please try again.');
      if ((error as { status?: number }).status === 400) form.setFields([{ name: 'password', errors: [message] }]);
      else toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      request.reset();
    }
  };

  return (
    <Card title="Delete Account" className="account-danger">
      <p className="account-settings__description">
        Your account, its sign-ins and email preferences go for good. Your orders stay in the shop’s records without
        your name or email, and your downloads end.
      </p>
      <Button danger onClick={() => setOpen(true)} className="account-danger__button">
        Delete Account
      </Button>
      <Modal
        title="Delete your account?"
        open={open}
        okText="Delete My Account"
        okButtonProps={{ danger: true }}
        confirmLoading={isLoading}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>This cannot be undone. Enter your password to confirm.</p>
        <Form form={form} name="delete-account" layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item name="password" label="Password" rules={[{ required: true, message: PASSWORD_REQUIRED }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
