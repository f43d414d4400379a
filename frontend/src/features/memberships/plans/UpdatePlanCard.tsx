import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { TestCardForm } from '../../../components/card-form/TestCardForm';
import { toast } from '../../../components/toast';
import { useRequest } from '../lib/use-request';
import { type PlanDto, useConfirmPlanCardMutation, useUpdatePlanCardMutation } from './api';
import { isOverdue } from './plan-words';

export const PLAN_CARD_FORM_FAILED = 'The card form could not be opened. Please try again.';
export const PLAN_CARD_FAILED = 'Your card could not be saved. Please try again.';

// Update card of a plan: a new card's form (POST /api/account/plans/{id}/card) in a dialog, confirmed
// with the test card form; what an overdue plan owes is charged on it at once. A declined card
// changes nothing and says why.
export function UpdatePlanCard({ plan }: { plan: PlanDto }) {
  const [requestForm] = useUpdatePlanCardMutation();
  const [confirm] = useConfirmPlanCardMutation();
  const opening = useRequest();
  const paying = useRequest();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);

  const start = async () => {
    setSecret(null);
    setDeclined(null);
    setOpen(true);
    const form = await opening.run(() => requestForm({ id: plan.id }).unwrap(), PLAN_CARD_FORM_FAILED);
    if (form) setSecret(form.clientSecret);
  };
  const save = async (cardNumber: string) => {
    setDeclined(null);
    const body = { clientSecret: secret!, cardNumber };
    const result = await paying.run(() => confirm({ confirmPlanCardDto: body }).unwrap(), PLAN_CARD_FAILED);
    if (result?.status === 'declined') setDeclined(result.message);
    if (result?.status !== 'succeeded') return;
    setOpen(false);
    toast({ title: 'Card updated', description: result.message });
  };

  const refusal = opening.refusal ?? paying.refusal ?? declined;
  const label = isOverdue(plan) && plan.nextAmount ? `Save card and pay ${plan.nextAmount}` : 'Save card';
  return (
    <>
      <Button onClick={() => void start()}>Update card</Button>
      <Modal open={open} title="Update card" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} className="membership-refusal" />}
        {secret && <TestCardForm label={label} processing={paying.busy} onCard={(card) => void save(card)} />}
        {!secret && !opening.refusal && <Spin aria-label="Opening the card form" />}
      </Modal>
    </>
  );
}
