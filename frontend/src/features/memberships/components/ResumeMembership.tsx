import { Alert, Button } from 'antd';
import { toast } from '../../../components/toast';
import { useResumeMyMembershipMutation } from '../api';
import { dayText } from '../lib/membership-words';
import { useRequest } from '../lib/use-request';

export const RESUME_FAILED = 'Your membership could not be resumed. Please try again.';

// Resume: a cancelled membership that has not ended yet renews again.
export function ResumeMembership() {
  const [resume] = useResumeMyMembershipMutation();
  const { busy, refusal, run } = useRequest();
  const start = async () => {
    const resumed = await run(() => resume().unwrap(), RESUME_FAILED);
    if (!resumed) return;
    const renews = resumed.nextRenewalAt && `It renews on ${dayText(resumed.nextRenewalAt)}: ${resumed.amount}.`;
    toast({ title: 'Membership resumed', description: renews || 'Your membership goes on.' });
  };
  return (
    <>
      <Button type="primary" loading={busy} onClick={() => void start()}>
        Resume membership
      </Button>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
    </>
  );
}
