import { Alert } from 'antd';
import { TestCardForm } from '../../../components/card-form/TestCardForm';
import { type MembershipPaymentFormDto, useConfirmOfflineMembershipPaymentMutation } from '../api';
import { CARD_FAILED, type CardConfirmed, cardButtonLabel } from '../lib/card-forms';
import { useRequest } from '../lib/use-request';
import { StripeCardForm } from './StripeCardForm';

interface CardFormProps {
  form: MembershipPaymentFormDto;
  onConfirmed: (result: CardConfirmed) => void;
}

// The card of a membership's payment form (joining, Update card), with the provider the server
// named: Stripe Elements, or the site's own test card form (the offline provider).
export function MembershipCardForm({ form, onConfirmed }: CardFormProps) {
  if (form.provider === 'stripe') return <StripeCardForm form={form} onConfirmed={onConfirmed} />;
  return <TestCardPayment form={form} onConfirmed={onConfirmed} />;
}

// The test card form: the server confirms it at once; a declined card is said as the server says
// it, and nothing changed.
function TestCardPayment({ form, onConfirmed }: CardFormProps) {
  const [confirm] = useConfirmOfflineMembershipPaymentMutation();
  const { busy, refusal, run } = useRequest();

  const pay = async (cardNumber: string) => {
    const body = { clientSecret: form.clientSecret, cardNumber };
    const result = await run(() => confirm({ offlineMembershipConfirmDto: body }).unwrap(), CARD_FAILED);
    if (result) onConfirmed(result);
  };
  return (
    <div className="membership-card-form">
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} className="membership-refusal" />}
      <TestCardForm label={cardButtonLabel(form)} processing={busy} onCard={(card) => void pay(card)} />
    </div>
  );
}
