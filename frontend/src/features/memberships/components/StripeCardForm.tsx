import { Alert, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { type MembershipPaymentFormDto, useGetPaymentConfigQuery } from '../api';
import {
  CARD_FAILED,
  CARD_FORM_FAILED,
  type CardConfirmed,
  cardButtonLabel,
  STRIPE_NOT_READY,
} from '../lib/card-forms';
import { useSettledMembership } from '../lib/use-settled-membership';
import { MEMBERSHIP_TAB_PATH } from '../paths';
import { StripeSettling } from './StripeSettling';

// Stripe.js and its React bindings load only when a membership's card is asked for through Stripe.
const StripeElementsForm = lazy(() => import('../../../components/card-form/StripeElementsForm'));

const loading = <Spin aria-label="Loading the card form" />;

// A membership's form with Stripe Elements: the first payment confirmed as a payment, a trial's card
// and a new card as a setup. A refusal is said as Stripe says it, with the form kept to try again;
// once Stripe has confirmed, the membership is read until it shows the outcome (Stripe's webhook).
export function StripeCardForm({
  form,
  onConfirmed,
}: {
  form: MembershipPaymentFormDto;
  onConfirmed: (result: CardConfirmed) => void;
}) {
  const config = useGetPaymentConfigQuery();
  const [confirmed, setConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timedOut = useSettledMembership(form, confirmed, onConfirmed);
  if (confirmed) return <StripeSettling purpose={form.purpose} timedOut={timedOut} />;
  if (config.isError) return <Alert type="error" showIcon title={CARD_FORM_FAILED} />;
  if (!config.data) return loading;
  const { provider, publishableKey } = config.data;
  if (provider !== 'stripe' || !publishableKey) return <Alert type="info" showIcon title={STRIPE_NOT_READY} />;
  return (
    <div className="membership-card-form">
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} className="membership-refusal" />}
      <Suspense fallback={loading}>
        <StripeElementsForm
          publishableKey={publishableKey}
          clientSecret={form.clientSecret}
          intent={form.purpose === 'payment' ? 'payment' : 'setup'}
          label={cardButtonLabel(form)}
          returnPath={MEMBERSHIP_TAB_PATH}
          onConfirmed={() => setConfirmed(true)}
          onRefused={(message) => setRefusal(message ?? CARD_FAILED)}
          onFailed={() => setRefusal(CARD_FAILED)}
        />
      </Suspense>
    </div>
  );
}
