import { Form } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';

// the owner's optional message to the customer, sent with the change
export type WithMessage<Values> = Values & { message?: string };

// A booking dialog's form and its confirmation: the change runs (with the message trimmed, or none),
// its toast shows and the dialog closes; what the API refuses stays in the dialog (refusal).
export function useBookingAction<Values>(
  run: (values: WithMessage<Values>) => Promise<unknown>,
  done: string,
  onClose: () => void,
) {
  const [form] = Form.useForm<WithMessage<Values>>();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: WithMessage<Values>) => {
    setPending(true);
    setRefusal(null);
    try {
      await run({ ...values, message: values.message?.trim() || undefined });
      toast({ title: done });
      onClose();
    } catch (error) {
      setRefusal(serverMessage(error, 'That did not work. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return { form, pending, refusal, submit };
}
