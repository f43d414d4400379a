import { Alert, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { AdminBookingDto } from './api';
import { useBookingAction, type WithMessage } from './use-booking-action';

export const MESSAGE_LABEL = 'Message to the customer (optional)';

// what a dialog about one booking is given: the booking, the owner's zone its times are in, and
// what closes it
export interface BookingDialogProps {
  booking: AdminBookingDto;
  timeZone: string;
  onClose: () => void;
}

interface BookingActionModalProps<Values> {
  title: string;
  okText: string;
  danger?: boolean;
  cancelText: string;
  // what the owner is about to do, in words
  summary: ReactNode;
  // the fields before the message
  fields?: ReactNode;
  initialValues?: Partial<Values>;
  // the change; its toast once done
  run: (values: WithMessage<Values>) => Promise<unknown>;
  done: string;
  onClose: () => void;
}

// A change to a booking the owner confirms in a dialog (move, cancel): what happens, the fields,
// an optional message to the customer. What the API refuses stays in the dialog; done, it closes.
export function BookingActionModal<Values>({
  title,
  okText,
  danger,
  cancelText,
  summary,
  fields,
  initialValues,
  run,
  done,
  onClose,
}: BookingActionModalProps<Values>) {
  const { form, pending, refusal, submit } = useBookingAction(run, done, onClose);

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger, loading: pending, htmlType: 'submit', form: 'booking-action' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="booking-action__summary">{summary}</div>
      <Form
        form={form}
        name="booking-action"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={submit}
      >
        {fields}
        <Form.Item name="message" label={MESSAGE_LABEL}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
    </Modal>
  );
}
