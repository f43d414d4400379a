import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../api';
import { registerProofAsker } from '../../../api/proof';
import { toast } from '../../../components/toast';
import { useLazyProofStatusQuery, usePasskeySignInOptionsMutation, useReauthenticateMutation } from '../api';
import { loadPasskeyBrowser, passkeyMessage } from '../load-passkey-browser';

interface ProofValues {
  secret: string;
}

// "Confirm It's You": asked when an action wants a recent proof of who is signed in (a refund, an
// API key, the subscriber list…): the password, or on an account with two-factor sign-in on, a
// code of the app or a recovery code; or a passkey of the account, when it has one. Confirmed, the action goes on by itself; cancelled, it does
// not happen. On the screens whose actions may ask (the admin dashboard, the account page).
export function ProofDialog() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((proven: boolean) => void) | null>(null);
  const [readStatus, status] = useLazyProofStatusQuery();
  const [reauthenticate, { isLoading }] = useReauthenticateMutation();
  const [passkeyOptions] = usePasskeySignInOptionsMutation();
  const [usingPasskey, setUsingPasskey] = useState(false);
  const [form] = Form.useForm<ProofValues>();
  useEffect(() => {
    const unregister = registerProofAsker(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          void readStatus();
          setOpen(true);
        }),
    );
    return () => {
      unregister();
      // leaving the screen while it asks: the action waiting for it does not happen
      settle.current?.(false);
      settle.current = null;
    };
  }, [readStatus]);
  const finish = (proven: boolean) => {
    setOpen(false);
    settle.current?.(proven);
    settle.current = null;
  };
  const code = status.data?.asks === 'code';
  const submit = async ({ secret }: ProofValues) => {
    try {
      await reauthenticate({ reauthenticateDto: code ? { code: secret.trim() } : { password: secret } }).unwrap();
      finish(true);
    } catch (error) {
      const message = serverMessage(error, 'Please try again.');
      if ((error as { status?: number }).status === 400) form.setFields([{ name: 'secret', errors: [message] }]);
      else toast({ title: 'Not confirmed', description: message, variant: 'destructive' });
    }
  };
  // a passkey of the account instead of the password or the code
  const withPasskey = async () => {
    setUsingPasskey(true);
    try {
      const { answerWithPasskey } = await loadPasskeyBrowser();
      const passkey = await answerWithPasskey((await passkeyOptions().unwrap()).options);
      await reauthenticate({ reauthenticateDto: { passkey } }).unwrap();
      finish(true);
    } catch (error) {
      toast({
        title: 'Not confirmed',
        description: passkeyMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setUsingPasskey(false);
    }
  };
  return (
    <Modal
      title="Confirm It's You"
      open={open}
      okText="Confirm"
      okButtonProps={{ disabled: !status.data }}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={() => finish(false)}
      destroyOnHidden
    >
      <p>
        {code
          ? 'For your security, enter the 6-digit code from your authenticator app (or a recovery code) before you go on.'
          : 'For your security, enter your password again before you go on.'}
      </p>
      <Form form={form} name="proof" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="secret"
          label={code ? 'Code' : 'Password'}
          rules={[{ required: true, whitespace: true, message: code ? 'Enter the code' : 'Enter your password' }]}
        >
          {code ? (
            <Input autoComplete="one-time-code" maxLength={20} />
          ) : (
            <Input.Password autoComplete="current-password" />
          )}
        </Form.Item>
      </Form>
      {status.data?.passkeys && (
        <Button block loading={usingPasskey} onClick={() => void withPasskey()}>
          Use a passkey
        </Button>
      )}
    </Modal>
  );
}
