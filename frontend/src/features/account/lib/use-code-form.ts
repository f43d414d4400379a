import { Form } from 'antd';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';

export interface CodeValues {
  code: string;
}

// A form asking for a two-factor code: a wrong or refused code shows on its field (400), anything
// else (too many tries, 409) in a toast; `send` answers what the server said on success.
export function useCodeForm<T>(send: (code: string) => Promise<T>, done: (answer: T) => void) {
  const [form] = Form.useForm<CodeValues>();
  const submit = async ({ code }: CodeValues) => {
    try {
      done(await send(code.trim()));
    } catch (error) {
      const message = serverMessage(error, 'Please try again.');
      if ((error as { status?: number }).status === 400) form.setFields([{ name: 'code', errors: [message] }]);
      else toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };
  return { form, submit };
}
