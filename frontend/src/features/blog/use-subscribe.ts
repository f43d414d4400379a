import { useCallback } from 'react';
import { serverMessage } from '../../api/error-message';
import { toast } from '../../components/toast';
import { useSubscribeMutation } from './api';

export const SUBSCRIBED = "You've been subscribed to our newsletter.";
export const SUBSCRIBED_DAILY = "You'll receive our daily insights in your inbox.";
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
