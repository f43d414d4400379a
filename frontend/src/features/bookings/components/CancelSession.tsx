import { Button, Modal } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import type { BookingDto } from '../api';
import { useCancelBookingMutation } from '../api';
import { cancelledOutcome, cancelTerms } from '../lib/cancel-terms';

const CANCEL_FAILED = 'The session could not be cancelled. Please try again.';

// "Cancel session": a dialog that says first whether it is refunded, then cancels it.
export function CancelSession({ booking, onDone }: { booking: BookingDto; onDone: (outcome: string) => void }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, cancelling] = useCancelBookingMutation();
  const confirm = async () => {
    setFailure(null);
    try {
      const cancelled = await cancel({ id: booking.id }).unwrap();
      setOpen(false);
      onDone(cancelledOutcome(booking, cancelled.refunded));
    } catch (error) {
      setFailure(serverMessage(error, CANCEL_FAILED));
    }
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Cancel session
      </Button>
      <Modal
        open={open}
        title="Cancel this session?"
        okText="Cancel session"
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        confirmLoading={cancelling.isLoading}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{cancelTerms(booking, new Date())}</p>
        {failure && (
          <p role="alert" className="session-page__failure">
            {failure}
          </p>
        )}
      </Modal>
    </>
  );
}
