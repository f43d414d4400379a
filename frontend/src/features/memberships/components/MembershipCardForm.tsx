import { Alert } from 'antd';
import { TestCardForm } from '../../../components/card-form/TestCardForm';
import {
  type MembershipPaymentFormDto,
  type MyMembershipDto,
  useConfirmOfflineMembershipPaymentMutation,
} from '../api';
import { useRequest } from '../lib/use-request';

export const CARD_FAILED = 'Your card could not be confirmed. Please try again.';
export const STRIPE_NOT_READY =
  'Memberships cannot be paid by card through Stripe on this site yet. Please try again later.';

export interface CardConfirmed {
  message: string;
  membership: MyMembershipDto;
}

// the button's words for what the form does: a trial's card, the first payment, or a new card
export function cardButtonLabel({ purpose, amount, amountCents }: MembershipPaymentFormDto): string {
  if (purpose === 'setup') return 'Start free trial';
  if (purpose === 'payment') return `Pay ${amount}`;
  return amountCents > 0 ? `Save card and pay ${amount}` : 'Save card';
}

// The card of a membership's payment form (joining, Update card), with the site's own test card
// form (the offline provider); a declined card is said as the server says it, and nothing changed.
export function MembershipCardForm({
  form,
  onConfirmed,
}: {
  form: MembershipPaymentFormDto;
  onConfirmed: (result: CardConfirmed) => void;
}) {
  const [confirm] = useConfirmOfflineMembershipPaymentMutation();
  const { busy, refusal, run } = useRequest();
  // TODO(Stripe Billing): Stripe Elements (confirmPayment for 'payment', confirmSetup for 'setup'
  // and 'card') once the server bills memberships through Stripe; it answers 503 until then.
  if (form.provider === 'stripe') return <Alert type="info" showIcon title={STRIPE_NOT_READY} />;

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
