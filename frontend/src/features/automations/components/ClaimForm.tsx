import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { Button } from '../../../components/button/Button';
import { untilHydrated, useHydrated } from '../../../lib/use-hydrated';
import { useClaimLeadMagnetMutation } from '../api';
import './lead-magnet.css';

export const CLAIM_FAILED = 'The guide could not be sent. Please try again.';
export const CLAIM_NOTE = 'You will also get follow-up e-mails; unsubscribe any time.';

// A visitor's address for a lead magnet (a native field and button: the public pages carry no
// antd); once the server has taken it (202), its word that the link is on its way (the same for
// any address). It says, always, that follow-up mail comes with the guide: a confirmed address takes
// the site's marketing mail (the guide's sequence, if it names one, and broadcasts). On a page the
// server rendered (/free/{slug}) the field waits for hydration.
export function ClaimForm({ slug }: { slug: string }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [claim, { isLoading }] = useClaimLeadMagnetMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || isLoading) return;
    setRefusal(null);
    try {
      const answer = await claim({ slug, claimLeadMagnetDto: { email: address } }).unwrap();
      setSent(answer.message);
    } catch (error) {
      setRefusal(serverMessage(error, CLAIM_FAILED));
    }
  };
  if (sent) {
    return (
      <p className="lead-magnet__sent" role="status">
        {sent}
      </p>
    );
  }
  return (
    <form className="lead-magnet__form" onSubmit={(event) => void submit(event)}>
      <input
        className="lead-magnet__input"
        type="email"
        name="email"
        required
        autoComplete="email"
        aria-label="Email address for the guide"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        {...untilHydrated(hydrated)}
      />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Send me the guide
      </Button>
      <p className="lead-magnet__note">{CLAIM_NOTE}</p>
      {refusal && (
        <p className="lead-magnet__error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
