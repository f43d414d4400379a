import { Alert, Button } from 'antd';
import type { UserDto } from '../../../api';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { useCancelEmailChangeMutation } from '../api';

// A new address waits for its confirmation link: until it is opened, the old one signs in.
export function PendingEmailNotice({ user }: { user: UserDto }) {
  const [cancel, { isLoading }] = useCancelEmailChangeMutation();
  if (!user.pendingEmail) return null;

  const onCancel = async () => {
    try {
      await cancel().unwrap();
      toast({ title: 'Change Cancelled', description: `Your email stays ${user.email}.` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Alert
      className="account-banner"
      type="info"
      showIcon
      title={`Waiting for confirmation of ${user.pendingEmail}`}
      description={`We sent a link to that address. Your email changes once you open it; until then you sign in with ${user.email}.`}
      action={
        <Button size="small" loading={isLoading} onClick={() => void onCancel()}>
          Cancel Change
        </Button>
      }
    />
  );
}
