import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../../api/error-message';
import { buttonClassName } from '../../../components/button/button-look';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../site';
import { useConfirmLeadMagnetClaimMutation } from '../api';

export const NO_TOKEN = 'This link is incomplete. Please open the link from the e-mail again.';
const CONFIRM_FAILED = 'This link could not be confirmed. Please try again.';

// /free/confirm?token=… (the link of a lead magnet's mail; the browser renders it): confirms the
// address once, then offers the guide's download, or says why not.
export function ClaimConfirmPage() {
  usePageTitle('Your free guide');
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirm, { data, error, isUninitialized }] = useConfirmLeadMagnetClaimMutation();
  // once per visit (a development StrictMode runs effects twice)
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirm({ confirmClaimDto: { token } });
  }, [token, confirm]);

  if (data) {
    return (
      <div className="container page lead-magnet-page">
        <PageHeader title="Your guide is ready" lead={data.title} />
        <a className={buttonClassName({ type: 'primary', size: 'large' })} href={data.downloadUrl} download>
          Download
        </a>
      </div>
    );
  }
  const problem = !token ? NO_TOKEN : error ? serverMessage(error, CONFIRM_FAILED) : null;
  return (
    <div className="container page lead-magnet-page">
      <PageHeader title="Your free guide" />
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <p role="status">{isUninitialized ? 'Opening your link…' : 'Confirming your address…'}</p>
      )}
    </div>
  );
}
