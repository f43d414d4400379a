import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import type { MembershipPaymentFormDto } from '../api';
import { MEMBERSHIP_TAB_PATH } from '../paths';

type Purpose = MembershipPaymentFormDto['purpose'];

export const PROCESSING = 'Processing...';
// what Stripe has confirmed, while the membership waits for Stripe to tell the server
export const SETTLING_WORDS: Record<Purpose, string> = {
  payment: 'Your payment is confirmed. Your membership starts as soon as Stripe tells us: this takes a few seconds.',
  setup: 'Your card is confirmed. Your free trial starts as soon as Stripe tells us: this takes a few seconds.',
  card: 'Your new card is confirmed. It shows on your membership as soon as Stripe tells us.',
};
// when Stripe has not told the server within the wait
export const STILL_SETTLING: Record<Purpose, string> = {
  payment: 'Stripe has not told us about your payment yet. Your membership shows in your account within minutes.',
  setup: 'Stripe has not told us about your card yet. Your free trial shows in your account within minutes.',
  card: 'Stripe has not told us about your new card yet. It shows on your membership within minutes.',
};

// A form Stripe confirmed, while the membership waits for Stripe's webhook: "Processing...", then,
// past the wait, where the outcome will show.
export function StripeSettling({ purpose, timedOut }: { purpose: Purpose; timedOut: boolean }) {
  return (
    <SettlingNote
      timedOut={timedOut}
      settling={SETTLING_WORDS[purpose]}
      still={STILL_SETTLING[purpose]}
      action={purpose !== 'card' && <ButtonLink to={MEMBERSHIP_TAB_PATH}>Your membership</ButtonLink>}
    />
  );
}

// What Stripe confirmed in the browser while the server waits for Stripe's webhook (a membership's
// form, a payment plan's new card): "Processing..." and what happens next, then, past the wait,
// `still`: where the outcome will show.
export function SettlingNote({
  timedOut,
  settling,
  still,
  action,
}: {
  timedOut: boolean;
  settling: string;
  still: string;
  action?: ReactNode;
}) {
  if (timedOut) return <Alert type="info" showIcon role="status" title={still} action={action} />;
  return (
    <div className="membership-settling" role="status">
      <Spin />
      <div>
        <strong>{PROCESSING}</strong>
        <p>{settling}</p>
      </div>
    </div>
  );
}
