import { serverMessage } from '../../../../api/error-message';
import { toast } from '../../../../components/toast';

// the server's answer in a toast, or its refusal
export async function report(request: Promise<{ message: string }>, title: string) {
  try {
    const { message } = await request;
    toast({ title, description: message });
  } catch (error) {
    toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
  }
}
