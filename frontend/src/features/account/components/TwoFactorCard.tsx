import { Button, Card, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTwoFactorStatusQuery } from '../api';
import { type TwoFactorAction, TwoFactorCodeModal } from './TwoFactorCodeModal';
import { TwoFactorSetupModal } from './TwoFactorSetupModal';

// Two-factor sign-in: off, with what it is for and "Turn on"; on, with the recovery codes left,
// "New recovery codes" and "Turn off".
export function TwoFactorCard() {
  const { data: status, isLoading } = useTwoFactorStatusQuery();
  const [settingUp, setSettingUp] = useState(false);
  const [action, setAction] = useState<TwoFactorAction | null>(null);
  const on = status?.enabled === true;
  const left = status?.recoveryCodesLeft ?? 0;
  return (
    <Card title="Two-Factor Sign-in" extra={status && (on ? <Tag color="green">On</Tag> : <Tag>Off</Tag>)}>
      {isLoading || !status ? (
        <Spin aria-label="Loading two-factor sign-in" />
      ) : (
        <>
          <p className="account-settings__description">
            {on
              ? `Signing in takes your password and a code from your authenticator app. ${left === 1 ? '1 recovery code' : `${left} recovery codes`} left.`
              : 'Add a code from an authenticator app to your password, so that a stolen password alone cannot sign in to your account.'}
          </p>
          <Space wrap>
            {on ? (
              <>
                <Button onClick={() => setAction('renew')}>New recovery codes</Button>
                <Button danger onClick={() => setAction('disable')}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={() => setSettingUp(true)}>
                Turn on
              </Button>
            )}
          </Space>
        </>
      )}
      {settingUp && <TwoFactorSetupModal onClose={() => setSettingUp(false)} />}
      {action && <TwoFactorCodeModal action={action} onClose={() => setAction(null)} />}
    </Card>
  );
}
