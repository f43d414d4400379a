import StripeElementsForm from '../../../components/card-form/StripeElementsForm';
import { toast } from '../../../components/toast';
import { dollars, ORDERS_PATH, PAYMENT_ERROR, PAYMENT_FAILED, UNEXPECTED_ERROR } from '../lib/checkout-params';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  onPaid: () => void;
}

// The checkout's payment with Stripe Elements (its own chunk, with Stripe.js): a refusal is said in
// a toast; a redirect-based method comes back to the orders (spec section 7).
export default function StripePaymentForm({ publishableKey, clientSecret, amount, onPaid }: StripePaymentFormProps) {
  return (
    <StripeElementsForm
      publishableKey={publishableKey}
      clientSecret={clientSecret}
      intent="payment"
      label={`Pay ${dollars(amount)}`}
      returnPath={ORDERS_PATH}
      onConfirmed={onPaid}
      onRefused={(message) =>
        toast({ title: PAYMENT_FAILED, description: message ?? UNEXPECTED_ERROR, variant: 'destructive' })
      }
      onFailed={() => toast({ title: PAYMENT_ERROR, description: UNEXPECTED_ERROR, variant: 'destructive' })}
      className="checkout-stripe-form"
    />
  );
}
