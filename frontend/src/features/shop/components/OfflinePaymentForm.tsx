import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useConfirmOfflinePaymentMutation } from '../api';
import { dollars, PAYMENT_ERROR, PAYMENT_FAILED, UNEXPECTED_ERROR } from '../lib/checkout-params';
import { TestCardForm } from '../../../components/card-form/TestCardForm';

export { EXPIRY_PAST } from '../../../components/card-form/test-card';

interface OfflinePaymentFormProps {
  clientSecret: string;
  amount: number;
  onPaid: () => void;
}

// The checkout's payment with the site's own test card form (the offline payment provider).
export function OfflinePaymentForm({ clientSecret, amount, onPaid }: OfflinePaymentFormProps) {
  const [confirm] = useConfirmOfflinePaymentMutation();
  const [processing, setProcessing] = useState(false);

  const pay = async (cardNumber: string) => {
    setProcessing(true);
    try {
      const result = await confirm({ offlineConfirmDto: { clientSecret, cardNumber } }).unwrap();
      if (result.status === 'succeeded') {
        onPaid();
        return;
      }
      toast({ title: PAYMENT_FAILED, description: result.message, variant: 'destructive' });
    } catch (error) {
      const message = serverMessage(error, '');
      toast(
        message
          ? { title: PAYMENT_FAILED, description: message, variant: 'destructive' }
          : { title: PAYMENT_ERROR, description: UNEXPECTED_ERROR, variant: 'destructive' },
      );
    }
    setProcessing(false);
  };

  return <TestCardForm label={`Pay ${dollars(amount)}`} processing={processing} onCard={(card) => void pay(card)} />;
}
