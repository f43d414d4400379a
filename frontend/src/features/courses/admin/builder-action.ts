import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';

export const TRY_AGAIN = 'Please try again.';

// A builder change: its toast when it worked, the API's own message in a toast when it did not
// (the answer, or undefined after a failure).
export async function builderAction<Answer>(
  request: () => Promise<Answer>,
  { done, failed }: { done?: string; failed: string },
): Promise<Answer | undefined> {
  try {
    const answer = await request();
    if (done) toast({ title: done });
    return answer;
  } catch (error) {
    toast({ title: failed, description: serverMessage(error, TRY_AGAIN), variant: 'destructive' });
    return undefined;
  }
}
