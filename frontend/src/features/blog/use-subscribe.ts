import { useCallback } from 'react';
import { serverMessage } from '../../api/error-message';
import { toast } from '../../components/toast';
import { useSubscribeMutation } from './api';

// the footer's (and the contact box's) toast, word for word the spec's
export const SUBSCRIBED = "You've been subscribed to our newsletter.";
// The subscribe cards (blog, home) may say "a similar text" (spec section 8): with double opt-in
// the address is active only after the link in our mail is clicked, and the toast says so without
// telling whether the address was subscribed already.
export const CONFIRM_BY_MAIL =
  "Check your inbox and click the link to confirm. Already subscribed? There's nothing more to do.";
const SUBSCRIBE_FAILED = 'Failed to subscribe. Please try again.';

// The onSubscribe of SubscribeForm / SubscribeCard: sends the address and tells the visitor how it
// went. It rejects on failure so the form keeps the address for another try.
export function useSubscribe(successDescription: string = SUBSCRIBED) {
  const [subscribe] = useSubscribeMutation();
  return useCallback(
    async (email: string) => {
      try {
        await subscribe({ subscribeDto: { email } }).unwrap();
      } catch (error) {
        toast({
          title: 'Error',
          description: serverMessage(error, SUBSCRIBE_FAILED),
          variant: 'destructive',
        });
        throw error;
      }
      toast({ title: 'Success!', description: successDescription });
    },
    [subscribe, successDescription],
  );
}
