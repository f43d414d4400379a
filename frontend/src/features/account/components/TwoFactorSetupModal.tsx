import { Form, Modal, QRCode, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../../api';
import { useSite } from '../../site';
import { useEnableTwoFactorMutation, useSetUpTwoFactorMutation } from '../api';
import { useCodeForm } from '../lib/use-code-form';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';

// Turning two-factor sign-in on: the QR code (and its key, to type in by hand), one code from the
// app to prove it has it, then the recovery codes, shown once. Mounted while open: each opening
// asks for a new secret.
export function TwoFactorSetupModal({ onClose }: { onClose: () => void }) {
  const [setUp, setup] = useSetUpTwoFactorMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { siteName } = useSite();
  const { form, submit } = useCodeForm(
    (code) => enable({ twoFactorCodeDto: { code } }).unwrap(),
    (answer) => setCodes(answer.recoveryCodes),
  );
  useEffect(() => {
    void setUp();
  }, [setUp]);

  const secret = setup.data?.secret;
  let body;
  if (codes) body = <RecoveryCodes codes={codes} siteName={siteName} />;
  else if (setup.isError) body = <p role="alert">{serverMessage(setup.error, 'Please try again.')}</p>;
  else if (!setup.data) body = <Spin aria-label="Preparing the QR code" />;
  else {
    body = (
      <Form form={form} name="two-factor-setup" layout="vertical" requiredMark={false} onFinish={submit}>
        <ol className="account-two-factor__steps">
          <li>
            Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Authy).
            <QRCode
              className="account-two-factor__qr"
              value={setup.data.otpauthUrl}
              aria-label="QR code for your authenticator app"
            />
            <p className="account-settings__description">
              Can&apos;t scan it? Enter this key in the app: <code>{secret?.match(/.{1,4}/g)?.join(' ')}</code>
            </p>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <CodeField label="6-digit code" />
      </Form>
    );
  }
  return (
    <Modal
      title="Turn On Two-Factor Sign-in"
      open
      okText={codes ? 'Done' : 'Turn on'}
      okButtonProps={{ disabled: !codes && !setup.data }}
      cancelButtonProps={{ style: codes ? { display: 'none' } : undefined }}
      confirmLoading={enabling.isLoading}
      onOk={() => (codes ? onClose() : form.submit())}
      onCancel={onClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
