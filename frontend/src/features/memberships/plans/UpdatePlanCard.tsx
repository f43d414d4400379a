import { CreditCardOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { TestCardForm } from '../../../components/card-form/TestCardForm';
import { toast } from '../../../components/toast';
import { useGetPaymentConfigQuery } from '../api';
import { SettlingNote } from '../components/StripeSettling';
import { useRequest } from '../lib/use-request';
import { type PlanDto, useConfirmPlanCardMutation, useUpdatePlanCardMutation } from './api';
import { isLive, isOverdue } from './plan-words';
import { useSettledPlan } from './use-settled-plan';

// Stripe.js and its React bindings load only when a plan's new card is asked for through Stripe.
const StripeElementsForm = lazy(() => import('../../../components/card-form/StripeElementsForm'));

export const PLAN_CARD_FORM_FAILED = 'The card form could not be opened. Please try again.';
export const PLAN_CARD_FAILED = 'Your card could not be saved. Please try again.';
// where a card that leaves the site (a bank's page) comes back to: Account → Payment plans
const PLANS_TAB_PATH = '/account?tab=plans';

// what Stripe has confirmed, while the plan waits for Stripe to tell the server; and past the wait
const settlingWords = (plan: PlanDto) =>
  isOverdue(plan)
    ? `Your new card is confirmed. Your payment of ${plan.nextAmount ?? 'what is owed'} is made on it as soon as Stripe tells us: this takes a few seconds.`
    : 'Your new card is confirmed. It shows on your plan as soon as Stripe tells us.';
const stillSettling = (plan: PlanDto) =>
  isOverdue(plan)
    ? 'Stripe has not told us about your new card yet. Your plan shows the payment within minutes; if it still shows it as overdue, the card was declined: please try another.'
    : 'Stripe has not told us about your new card yet. It shows on your plan within minutes.';

// A plan's card on file and its Update card: a new card's form (POST /api/account/plans/{id}/card)
// in a dialog, with the server's provider. The offline test card form is confirmed by the server at
// once; Stripe's (a setup intent, confirmed with Stripe Elements) is saved by Stripe's webhook, so
// the plans are read until the plan shows it. What an overdue plan owes is charged on the new card
// at once. A declined card changes nothing and says why. Mounted while the plan's card cannot be
// updated too (a plan paid in full by its new card), so the dialog's outcome is said.
export function UpdatePlanCard({ plan }: { plan: PlanDto }) {
  const [requestForm] = useUpdatePlanCardMutation();
  const [confirm] = useConfirmPlanCardMutation();
  const config = useGetPaymentConfigQuery();
  const opening = useRequest();
  const paying = useRequest();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  // the plan as it was when Stripe confirmed its new card: the plans are read until it changes
  const [confirmedFor, setConfirmedFor] = useState<PlanDto | null>(null);

  const done = (message: string) => {
    setOpen(false);
    setConfirmedFor(null);
    toast({ title: 'Card updated', description: message });
  };
  const timedOut = useSettledPlan(confirmedFor, done);

  const start = async () => {
    setSecret(null);
    setDeclined(null);
    setConfirmedFor(null);
    setOpen(true);
    const form = await opening.run(() => requestForm({ id: plan.id }).unwrap(), PLAN_CARD_FORM_FAILED);
    if (form) setSecret(form.clientSecret);
  };

  const save = async (cardNumber: string) => {
    setDeclined(null);
    const body = { clientSecret: secret!, cardNumber };
    const result = await paying.run(() => confirm({ confirmPlanCardDto: body }).unwrap(), PLAN_CARD_FAILED);
    if (result?.status === 'declined') setDeclined(result.message);
    if (result?.status === 'succeeded') done(result.message);
  };

  const label = isOverdue(plan) && plan.nextAmount ? `Save card and pay ${plan.nextAmount}` : 'Save card';
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishableKey : null;
  let form = null;
  if (confirmedFor) {
    form = (
      <SettlingNote timedOut={timedOut} settling={settlingWords(confirmedFor)} still={stillSettling(confirmedFor)} />
    );
  } else if (secret && stripeKey) {
    form = (
      <Suspense fallback={<Spin aria-label="Loading the card form" />}>
        <StripeElementsForm
          publishableKey={stripeKey}
          clientSecret={secret}
          intent="setup"
          label={label}
          returnPath={PLANS_TAB_PATH}
          onConfirmed={() => setConfirmedFor(plan)}
          onRefused={(message) => setDeclined(message ?? PLAN_CARD_FAILED)}
          onFailed={() => setDeclined(PLAN_CARD_FAILED)}
        />
      </Suspense>
    );
  } else if (secret && config.data?.provider === 'offline') {
    form = <TestCardForm label={label} processing={paying.busy} onCard={(card) => void save(card)} />;
  }
  // the form is opened, but the payment config could not be read, or names Stripe without its key
  const noForm = secret && !form && (config.isError || config.data);
  const refusal = opening.refusal ?? paying.refusal ?? declined ?? (noForm ? PLAN_CARD_FORM_FAILED : null);
  const loading = !form && !refusal;

  return (
    <>
      {isLive(plan) && (
        <div className="membership-card">
          <span>
            <CreditCardOutlined aria-hidden />{' '}
            {plan.card ? `${plan.card.brand} ending in ${plan.card.last4}` : 'No card on file'}
          </span>
          <Button onClick={() => void start()}>Update card</Button>
        </div>
      )}
      <Modal open={open} title="Update card" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {refusal && !confirmedFor && (
          <Alert type="error" showIcon role="alert" title={refusal} className="membership-refusal" />
        )}
        {form}
        {loading && <Spin aria-label="Opening the card form" />}
      </Modal>
    </>
  );
}
