import { App } from 'antd';
import { errorMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { SubscriberDto } from './api';
import { useRemoveSubscriberMutation } from './api';

// "Remove" asks first, naming the address; the removal is said in a toast.
export function useRemoveSubscriber(): (subscriber: SubscriberDto) => void {
  const { modal } = App.useApp();
  const [removeSubscriber] = useRemoveSubscriberMutation();

  const remove = async (s: SubscriberDto) => {
    try {
      await removeSubscriber({ id: s.id }).unwrap();
      toast({ title: 'Subscriber Removed', description: `${s.email} has been removed.` });
    } catch (e) {
      toast({ title: 'Remove Failed', description: errorMessage(e), variant: 'destructive' });
    }
  };
  return (s) => {
    modal.confirm({
      title: 'Remove this subscriber?',
      content: `${s.email} will be deleted from the list and will no longer receive the daily e-mail.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => remove(s),
    });
  };
}
