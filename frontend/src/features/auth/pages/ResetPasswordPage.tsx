import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../site';
import { useCheckPasswordResetLinkMutation, useResetPasswordMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { LinkOutcome } from '../components/LinkOutcome';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { CUT_OFF, deadLinkReason, LINK_UNUSABLE, useLinkToken } from '../link-token';

const NEW_LINK = { to: '/forgot-password', label: 'Request a New Link' };

// /reset-password?token=…: the link from the reset mail. The link is checked first, so nobody types
// a new password for a link that no longer works; then the new password (the spec's rule).
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const token = useLinkToken();
  const [check, checked] = useCheckPasswordResetLinkMutation();
  const [reset, done] = useResetPasswordMutation();
  const [dead, setDead] = useState<string | null>(token ? null : CUT_OFF);

  useEffect(() => {
    if (token)
      check({ linkTokenDto: { token } })
        .unwrap()
        .catch((error: unknown) => setDead(deadLinkReason(error)));
  }, [check, token]);

  const asking = !dead && !done.isSuccess && checked.isSuccess;
  return (
    <AuthCard title="Reset Password" lead={asking ? 'Choose a new password for your account.' : undefined}>
      {dead ? (
        <LinkOutcome status="warning" title={LINK_UNUSABLE} text={dead} action={NEW_LINK} />
      ) : done.isSuccess ? (
        <LinkOutcome
          status="success"
          title="Password Changed"
          text={done.data.message}
          action={{ to: '/login', label: 'Sign In' }}
        />
      ) : asking ? (
        <NewPasswordForm
          saving={done.isLoading}
          save={(password) => reset({ resetPasswordDto: { token, password } }).unwrap()}
          onDeadLink={setDead}
        />
      ) : (
        <div className="auth-loading">
          <Spin aria-label="Checking the link" />
        </div>
      )}
    </AuthCard>
  );
}
