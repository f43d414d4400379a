import { Form, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { useSite } from '../../site';
import { useDisableTwoFactorMutation, useRenewRecoveryCodesMutation } from '../api';
import { useCodeForm } from '../lib/use-code-form';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';

export type TwoFactorAction = 'disable' | 'renew';

const TITLES: Record<TwoFactorAction, { title: string; ok: string }> = {
  disable: { title: 'Turn Off Two-Factor Sign-in', ok: 'Turn off' },
  renew: { title: 'New Recovery Codes', ok: 'Make new codes' },
};

// What two-factor sign-in asks a code for once it is on: turning it off (your other devices are
// signed out) or ten new recovery codes (the old ones stop working). Mounted while open.
export function TwoFactorCodeModal({ action, onClose }: { action: TwoFactorAction; onClose: () => void }) {
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [renew, renewing] = useRenewRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { siteName } = useSite();
  const { form, submit } = useCodeForm(
    async (code) =>
      action === 'disable'
        ? { message: (await disable({ twoFactorCodeDto: { code } }).unwrap()).message, codes: null }
        : { message: null, codes: (await renew({ twoFactorCodeDto: { code } }).unwrap()).recoveryCodes },
    (answer) => {
      if (answer.codes) return setCodes(answer.codes);
      toast({ title: 'Two-Factor Sign-in Off', description: answer.message ?? '' });
      onClose();
    },
  );

  const texts = TITLES[action];
  return (
    <Modal
      title={texts.title}
      open
      okText={codes ? 'Done' : texts.ok}
      okButtonProps={{ danger: action === 'disable' && !codes }}
      cancelButtonProps={{ style: codes ? { display: 'none' } : undefined }}
      confirmLoading={disabling.isLoading || renewing.isLoading}
      onOk={() => (codes ? onClose() : form.submit())}
      onCancel={onClose}
      destroyOnHidden
    >
      {codes ? (
        <RecoveryCodes codes={codes} siteName={siteName} />
      ) : (
        <Form form={form} name={`two-factor-${action}`} layout="vertical" requiredMark={false} onFinish={submit}>
          <p>
            {action === 'disable'
              ? 'Signing in will take your password only. Your other devices will be signed out.'
              : 'Your current recovery codes will stop working.'}
          </p>
          <CodeField label="Code" recovery />
        </Form>
      )}
    </Modal>
  );
}
