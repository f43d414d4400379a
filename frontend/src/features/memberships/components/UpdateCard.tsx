import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { type MembershipPaymentFormDto, useUpdateMembershipCardMutation } from '../api';
import { CARD_FORM_FAILED, type CardConfirmed } from '../lib/card-forms';
import { useRequest } from '../lib/use-request';
import { MembershipCardForm } from './MembershipCardForm';

// Update card: a new card's form (POST /api/account/membership/card) in a dialog, confirmed with the
// card form; a past due membership's payment is taken on it at once. The dialog is the membership
// overview's, not its button's: paid again, a past due membership loses the warning its button is
// in while the dialog still waits for Stripe to say so.
export function useUpdateCard() {
  const [requestCard] = useUpdateMembershipCardMutation();
  const { run, refusal } = useRequest();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<MembershipPaymentFormDto | null>(null);

  const start = async () => {
    setForm(null);
    setOpen(true);
    const answer = await run(() => requestCard().unwrap(), CARD_FORM_FAILED);
    if (answer) setForm(answer);
  };
  const saved = ({ message }: CardConfirmed) => {
    setOpen(false);
    toast({ title: 'Card updated', description: message });
  };
  return { open, form, refusal, start: () => void start(), close: () => setOpen(false), saved };
}

export type UpdatingCard = ReturnType<typeof useUpdateCard>;

// the button that opens the dialog (in the card on file, or in a past due membership's warning)
export function UpdateCardButton({ updating }: { updating: UpdatingCard }) {
  return <Button onClick={updating.start}>Update card</Button>;
}

// the dialog: the new card's form once the server has made it, or why it could not
export function UpdateCardDialog({ updating }: { updating: UpdatingCard }) {
  const { open, form, refusal, close, saved } = updating;
  return (
    <Modal open={open} title="Update card" footer={null} onCancel={close} destroyOnHidden>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      {form && <MembershipCardForm form={form} onConfirmed={saved} />}
      {!form && !refusal && <Spin aria-label="Opening the card form" />}
    </Modal>
  );
}
