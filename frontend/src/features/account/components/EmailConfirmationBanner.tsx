import { Alert, Button } from 'antd';
import type { UserDto } from '../../../api';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { useResendEmailConfirmationMutation } from '../api';

// Over every tab while the account's address is not confirmed: the account works meanwhile
// (signing in, shopping); "Send again" mails a new link (a few an hour).
export function EmailConfirmationBanner({ user }: { user: UserDto }) {
  const [resend, { isLoading }] = useResendEmailConfirmationMutation();
  if (user.emailConfirmed) return null;

  const sendAgain = async () => {
    try {
      const { message } = await resend().unwrap();
      toast({ title: 'Confirmation Sent', description: message });
    } catch (error) {
      const description = serverMessage(error, 'Failed to send the link. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  };

  return (
    <Alert
      className="account-banner"
      type="warning"
      showIcon
      title="Please confirm your email address"
      description={`We sent a link to ${user.email}. Open it to confirm that this address is yours.`}
      action={
        <Button size="small" loading={isLoading} onClick={() => void sendAgain()}>
          Send again
        </Button>
      }
    />
  );
}
