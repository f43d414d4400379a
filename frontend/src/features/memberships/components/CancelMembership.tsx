import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { type MyMembershipDto, useCancelMyMembershipMutation } from '../api';
import { dayText } from '../lib/membership-words';
import { useRequest } from '../lib/use-request';

export const CANCEL_FAILED = 'Your membership could not be cancelled. Please try again.';

// what cancelling means for this membership: to the end of what is paid (or of the trial), or at
// once when its payment failed
const cancelTerms = (m: MyMembershipDto) =>
  m.status === 'past_due' || !m.accessUntil
    ? 'Your membership ends now: the payment that failed is not tried again.'
    : `You keep access until ${dayText(m.accessUntil)}. Nothing more is charged.`;

// Cancel membership: a dialog that says until when access lasts, then the cancel.
export function CancelMembership({ membership }: { membership: MyMembershipDto }) {
  const [open, setOpen] = useState(false);
  const [cancel] = useCancelMyMembershipMutation();
  const { busy, refusal, run } = useRequest();

  const confirm = async () => {
    const cancelled = await run(() => cancel().unwrap(), CANCEL_FAILED);
    if (!cancelled) return;
    setOpen(false);
    const until = cancelled.status !== 'cancelled' && cancelled.accessUntil;
    toast({
      title: 'Membership cancelled',
      description: until ? `You keep access until ${dayText(until)}.` : 'Your membership has ended.',
    });
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Cancel membership
      </Button>
      <Modal
        title="Cancel your membership?"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => void confirm()}
        confirmLoading={busy}
        okText="Cancel membership"
        cancelText="Keep it"
        okButtonProps={{ danger: true }}
        destroyOnHidden
      >
        <p>{cancelTerms(membership)}</p>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      </Modal>
    </>
  );
}
