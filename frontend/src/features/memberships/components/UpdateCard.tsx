import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { type MembershipPaymentFormDto, useUpdateMembershipCardMutation } from '../api';
import { useRequest } from '../lib/use-request';
import { type CardConfirmed, MembershipCardForm } from './MembershipCardForm';

export const CARD_FORM_FAILED = 'The card form could not be opened. Please try again.';

// Update card: a new card's form (POST /api/account/membership/card), confirmed with the card form;
// a past due membership's payment is taken on it at once.
export function UpdateCard() {
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
  return (
    <>
      <Button onClick={() => void start()}>Update card</Button>
      <Modal open={open} title="Update card" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
        {form && <MembershipCardForm form={form} onConfirmed={saved} />}
        {!form && !refusal && <Spin aria-label="Opening the card form" />}
      </Modal>
    </>
  );
}
