import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { Form } from 'antd';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { dollars, ORDERS_PATH, PAYMENT_ERROR, PAYMENT_FAILED, UNEXPECTED_ERROR } from '../lib/checkout-params';
import { PayButton } from '../../../components/card-form/PayButton';

// Stripe.js is loaded once per key, and only by this module (the checkout's own chunk).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  onPaid: () => void;
}

// Stripe Elements' Payment Element for the intent the server created.
export default function StripePaymentForm({ publishableKey, clientSecret, amount, onPaid }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PaymentForm amount={amount} onPaid={onPaid} />
    </Elements>
  );
}

function PaymentForm({ amount, onPaid }: { amount: number; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const pay = async () => {
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        // redirect-based methods come back to the orders (spec section 7)
        confirmParams: { return_url: `${window.location.origin}${ORDERS_PATH}` },
        redirect: 'if_required',
      });
      if (!error) {
        onPaid();
        return;
      }
      toast({
        title: PAYMENT_FAILED,
        description: error.message ?? UNEXPECTED_ERROR,
        variant: 'destructive',
      });
    } catch {
      toast({ title: PAYMENT_ERROR, description: UNEXPECTED_ERROR, variant: 'destructive' });
    }
    setProcessing(false);
  };

  return (
    <Form layout="vertical" onFinish={pay} className="checkout-stripe-form">
      <PaymentElement />
      <PayButton label={`Pay ${dollars(amount)}`} processing={processing} disabled={!stripe || !elements} />
    </Form>
  );
}
