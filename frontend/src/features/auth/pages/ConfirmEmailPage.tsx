import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { EmailConfirmedDto } from '../../../api';
import { usePageTitle } from '../../site';
import { useConfirmEmailMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { LinkOutcome } from '../components/LinkOutcome';
import { CUT_OFF, deadLinkReason, LINK_UNUSABLE, useLinkToken } from '../link-token';

// the account page has "Send again" (after signing in, when needed) and Edit Profile
const TO_ACCOUNT = { to: '/account', label: 'Go to My Account' };

function confirmedText({ status, email }: EmailConfirmedDto): string {
  return status === 'confirmed'
    ? `Your email address ${email} is confirmed. Thank you!`
    : `Your email address ${email} was already confirmed. There is nothing else to do.`;
}

// /confirm-email?token=…: the link from a confirmation mail (a new account's address, or a new
// address for the account). Opening it confirms; opening it again says it is done.
export function ConfirmEmailPage() {
  usePageTitle('Confirm Email');
  const token = useLinkToken();
  const [confirm, confirmed] = useConfirmEmailMutation();
  const [dead, setDead] = useState<string | null>(token ? null : CUT_OFF);
  // once per token, also where effects run twice (React's strict mode)
  const sent = useRef('');

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm({ linkTokenDto: { token } })
      .unwrap()
      .catch((error: unknown) => setDead(deadLinkReason(error)));
  }, [confirm, token]);

  return (
    <AuthCard title="Confirm Email">
      {dead ? (
        <LinkOutcome status="warning" title={LINK_UNUSABLE} text={dead} action={TO_ACCOUNT} />
      ) : confirmed.isSuccess ? (
        <LinkOutcome
          status="success"
          title={confirmed.data.status === 'confirmed' ? 'Email Confirmed' : 'Already Confirmed'}
          text={confirmedText(confirmed.data)}
          action={TO_ACCOUNT}
        />
      ) : (
        <div className="auth-loading">
          <Spin aria-label="Confirming your email" />
        </div>
      )}
    </AuthCard>
  );
}
