import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/toast';
import { usePageTitle } from '../../site';
import { useNotMeMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { LinkOutcome } from '../components/LinkOutcome';
import { CUT_OFF, deadLinkReason, LINK_UNUSABLE, useLinkToken } from '../link-token';

const TO_FORGOT = { to: '/forgot-password', label: 'Choose a new password' };

// /sign-in-alert?token=…: "This was not me" from the mail about a sign-in from a new browser. One
// click: the account is signed out everywhere, then the choice of a new password opens.
export function SignInAlertPage() {
  usePageTitle('Secure Your Account');
  const token = useLinkToken();
  const navigate = useNavigate();
  const [notMe] = useNotMeMutation();
  const [dead, setDead] = useState<string | null>(token ? null : CUT_OFF);
  // once per token, also where effects run twice (React's strict mode)
  const sent = useRef('');

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    notMe({ linkTokenDto: { token } })
      .unwrap()
      .then(({ message, resetToken }) => {
        toast({ title: 'Signed Out Everywhere', description: message });
        void navigate(`/reset-password?token=${encodeURIComponent(resetToken)}`, { replace: true });
      })
      .catch((error: unknown) => setDead(deadLinkReason(error)));
  }, [notMe, navigate, token]);

  return (
    <AuthCard title="Secure Your Account">
      {dead ? (
        <LinkOutcome status="warning" title={LINK_UNUSABLE} text={dead} action={TO_FORGOT} />
      ) : (
        <div className="auth-loading">
          <Spin aria-label="Signing your account out everywhere" />
        </div>
      )}
    </AuthCard>
  );
}
