import { Alert, Empty, Skeleton } from 'antd';
import { useListMyPlansQuery } from './api';
import { PlanCard } from './PlanCard';
import '../memberships.css';
import './plans.css';

export const PLANS_FAILED = 'Failed to load your payment plans. Please try again later.';
export const NO_PLANS = 'You have no payment plans.';

// Account → Payment plans (/account?tab=plans, where the plans' mails link): each product bought in
// instalments, newest first, with its schedule and its card.
export function PlansTab() {
  const { data, isLoading, isError } = useListMyPlansQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading your payment plans">
        <Skeleton active />
      </div>
    );
  }
  if (isError || !data) return <Alert type="error" showIcon title={PLANS_FAILED} />;
  if (!data.plans.length) return <Empty description={NO_PLANS} />;
  return (
    <div className="plans-tab">
      {data.plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </div>
  );
}
