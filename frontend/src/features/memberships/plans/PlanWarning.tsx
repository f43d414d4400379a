import { Alert } from 'antd';
import { dayText } from '../lib/membership-words';
import type { PlanDto } from './api';

// An overdue plan: a failed payment is tried again while access lasts (past due); once the grace
// period is over, access is paused until it is paid. A new card (Update card) pays it at once.
export function PlanWarning({ plan }: { plan: PlanDto }) {
  const owed = plan.nextAmount ?? 'an instalment';
  if (plan.status === 'paused') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Access is paused until the payment is made"
        description={`Your payment of ${owed} is overdue. Update your card to pay it and open ${plan.title} again.`}
      />
    );
  }
  const retry = plan.nextDueAt ? ` We will try again on ${dayText(plan.nextDueAt)}.` : '';
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`Your payment of ${owed} failed`}
      description={`Please update your card to keep access.${retry}`}
    />
  );
}
