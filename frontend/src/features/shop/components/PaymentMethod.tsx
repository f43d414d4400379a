import { Alert, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useGetPaymentConfigQuery } from '../api';
import { START_FAILED } from '../lib/use-payment-intent';
import { OfflinePaymentForm } from './OfflinePaymentForm';

// Stripe.js and its React bindings load only when this server takes payments through Stripe.
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

interface PaymentMethodProps {
  clientSecret: string;
  amount: number;
  onPaid: () => void;
}

// The payment form of this server's provider: Stripe's, or the site's own test card form.
export function PaymentMethod({ clientSecret, amount, onPaid }: PaymentMethodProps) {
  const config = useGetPaymentConfigQuery();
  if (config.data?.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<Spin aria-label="Loading the payment form" />}>
        <StripePaymentForm
          publishableKey={config.data.publishableKey}
          clientSecret={clientSecret}
          amount={amount}
          onPaid={onPaid}
        />
      </Suspense>
    );
  }
  if (config.data) return <OfflinePaymentForm clientSecret={clientSecret} amount={amount} onPaid={onPaid} />;
  if (config.isError) return <Alert type="error" showIcon title={START_FAILED} />;
  return <Spin aria-label="Loading the payment form" />;
}
