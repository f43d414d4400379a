import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useResendReceiptMutation } from '../api';

// An order's "Send Receipt Again": the server's answer in a toast.
export function useSendReceiptAgain(id: number) {
  const [resend, { isLoading: sending }] = useResendReceiptMutation();
  const sendAgain = async () => {
    try {
      const { message } = await resend({ id }).unwrap();
      toast({ title: 'Receipt Sent', description: message });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to send the receipt.'),
        variant: 'destructive',
      });
    }
  };
  return { sendAgain, sending };
}
