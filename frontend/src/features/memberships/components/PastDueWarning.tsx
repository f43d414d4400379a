import { Alert } from 'antd';
import type { MyMembershipDto } from '../api';
import { dayText } from '../lib/membership-words';
import { UpdateCardButton, type UpdatingCard } from './UpdateCard';

// A renewal that failed: access lasts to the end of the grace period; a new card pays what is owed.
export function PastDueWarning({ membership, updating }: { membership: MyMembershipDto; updating: UpdatingCard }) {
  const { accessUntil, nextRenewalAt } = membership;
  const ends = accessUntil ? ` Your access ends on ${dayText(accessUntil)} unless it is paid.` : '';
  const retry = nextRenewalAt ? ` We will try your card again on ${dayText(nextRenewalAt)}.` : '';
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="membership-refusal"
      title="Your last payment did not go through"
      description={`Please update your card to keep your membership.${ends}${retry}`}
      action={<UpdateCardButton updating={updating} />}
    />
  );
}
