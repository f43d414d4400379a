import { Button } from './button/Button';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { untilHydrated, useHydrated } from '../lib/use-hydrated';
import './SubscribeForm.css';

interface SubscribeFormProps {
  // Resolves when subscribed (the field clears), rejects on failure (the caller shows the toast).
  // Without it the form sends nothing: the blog issue wires the subscribe call.
  onSubscribe?: (email: string) => Promise<unknown>;
  variant?: 'light' | 'dark';
}

export function SubscribeForm({ onSubscribe, variant = 'light' }: SubscribeFormProps) {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || !onSubscribe || pending) return;
    setPending(true);
    try {
      await onSubscribe(value);
      setEmail('');
    } catch {
      // the caller reports the failure; the address stays for another try
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={`subscribe-form subscribe-form--${variant}`} onSubmit={submit}>
      {/* a native field: antd's Input would add ~30 kB gzip to every page for this one footer field */}
      <input
        className="subscribe-form__input"
        type="email"
        name="email"
        required
        autoComplete="email"
        aria-label="Email address"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        {...untilHydrated(hydrated, pending)}
      />
      <Button type="primary" htmlType="submit" loading={pending} disabled={pending}>
        Subscribe
      </Button>
    </form>
  );
}
