import { errorMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { MailSuppressionDto } from './api';
import { useLiftMailSuppressionMutation, useMarkUndeliverableMutation } from './api';

// Marking an address undeliverable by hand and lifting one, each said in a toast. `mark` answers
// whether it worked (the form is cleared then).
export function useUndeliverableActions() {
  const [markUndeliverable, marking] = useMarkUndeliverableMutation();
  const [liftMailSuppression] = useLiftMailSuppressionMutation();

  const mark = async (email: string): Promise<boolean> => {
    try {
      const s = await markUndeliverable({ markUndeliverableDto: { email } }).unwrap();
      toast({ title: 'Marked Undeliverable', description: `No mail goes to ${s.email} until you lift it.` });
      return true;
    } catch (e) {
      toast({ title: 'Mark Failed', description: errorMessage(e), variant: 'destructive' });
      return false;
    }
  };
  const lift = async (s: MailSuppressionDto) => {
    try {
      await liftMailSuppression({ id: s.id }).unwrap();
      toast({ title: 'Address Lifted', description: `Mail reaches ${s.email} again.` });
    } catch (e) {
      toast({ title: 'Lift Failed', description: errorMessage(e), variant: 'destructive' });
    }
  };
  return { mark, marking: marking.isLoading, lift };
}
