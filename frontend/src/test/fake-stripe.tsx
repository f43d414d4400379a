import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { vi } from 'vitest';

// Stripe's browser SDK stood in for, at the module boundary: Stripe.js is a script from Stripe's
// servers, which tests never reach. A test file mocks both packages with this module:
//   vi.mock('@stripe/stripe-js', () => import('../../../test/fake-stripe'));
//   vi.mock('@stripe/react-stripe-js', () => import('../../../test/fake-stripe'));
// The Payment Element is a placeholder; `fakeStripe` records the client secret Elements was given
// and each confirmation, and answers what the test set (Stripe's answer: {} when confirmed, or
// { error } as Stripe refuses).

type Answer = { error?: { type: string; message?: string } };

export const fakeStripe = {
  clientSecret: null as string | null,
  confirmPayment: vi.fn(async (): Promise<Answer> => ({})),
  confirmSetup: vi.fn(async (): Promise<Answer> => ({})),
  // Stripe's own words for a declined card
  decline(message = 'Your card was declined.') {
    const answer = { error: { type: 'card_error', message } };
    this.confirmPayment.mockResolvedValueOnce(answer);
    this.confirmSetup.mockResolvedValueOnce(answer);
  },
  reset() {
    this.clientSecret = null;
    this.confirmPayment.mockReset().mockResolvedValue({});
    this.confirmSetup.mockReset().mockResolvedValue({});
  },
};

export const PAYMENT_ELEMENT = "Stripe's payment element";

// @stripe/stripe-js
export const loadStripe = async () => fakeStripe;

// @stripe/react-stripe-js
export function Elements({ options, children }: { options?: { clientSecret?: string }; children: ReactNode }) {
  const clientSecret = options?.clientSecret ?? null;
  useEffect(() => {
    fakeStripe.clientSecret = clientSecret;
  }, [clientSecret]);
  return <>{children}</>;
}
export const PaymentElement = () => <p>{PAYMENT_ELEMENT}</p>;
export const useStripe = () => fakeStripe;
export const useElements = () => ({});
