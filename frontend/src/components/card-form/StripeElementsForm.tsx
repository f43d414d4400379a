import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { Form } from 'antd';
import { useState } from 'react';
import { PayButton } from './PayButton';

// Stripe.js is loaded once per key, and only by this module: the payment screens load it lazily
// (the shop's checkout, a membership's card), so no public page carries Stripe.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

// What the server's client secret is for: a payment now (a payment intent: confirmPayment), or a
// card kept for later charges (a setup intent: confirmSetup).
export type StripeIntent = 'payment' | 'setup';

export interface StripeElementsFormProps {
  publishableKey: string;
  clientSecret: string;
  intent: StripeIntent;
  // the button's words ('Pay $49.99', 'Start free trial')
  label: string;
  // where a payment method that leaves the site (a bank's page) comes back to
  returnPath: string;
  onConfirmed: () => void;
  // Stripe refused (a declined card, an incomplete field): its message, when it gave one
  onRefused: (message: string | undefined) => void;
  // confirming failed altogether (Stripe.js could not be reached)
  onFailed: () => void;
  className?: string;
}

// Stripe Elements' Payment Element for an intent the server made, and its button.
export default function StripeElementsForm({ publishableKey, clientSecret, ...form }: StripeElementsFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ElementsForm {...form} />
    </Elements>
  );
}

type ElementsFormProps = Omit<StripeElementsFormProps, 'publishableKey' | 'clientSecret'>;

function ElementsForm({ intent, label, returnPath, onConfirmed, onRefused, onFailed, className }: ElementsFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const confirm = async () => {
    if (!stripe || !elements) return;
    setProcessing(true);
    const params = {
      elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      redirect: 'if_required' as const,
    };
    try {
      const { error } = intent === 'payment' ? await stripe.confirmPayment(params) : await stripe.confirmSetup(params);
      if (!error) {
        onConfirmed();
        return;
      }
      onRefused(error.message);
    } catch {
      onFailed();
    }
    setProcessing(false);
  };

  return (
    <Form layout="vertical" onFinish={confirm} className={className}>
      <PaymentElement />
      <PayButton label={label} processing={processing} disabled={!stripe || !elements} />
    </Form>
  );
}
