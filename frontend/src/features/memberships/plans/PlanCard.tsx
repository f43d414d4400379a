import { Card, Tag } from 'antd';
import { dayText } from '../lib/membership-words';
import type { PlanDto } from './api';
import { isOverdue, paidWords, PLAN_STATUS_COLOURS, PLAN_STATUS_WORDS } from './plan-words';
import { PlanSchedule } from './PlanSchedule';
import { PlanWarning } from './PlanWarning';
import { UpdatePlanCard } from './UpdatePlanCard';

// One plan on Account → Payment plans: what it is for and its status, the warning of an overdue
// payment, what is paid of the total and when the next payment is, the schedule, and the card (while
// the plan charges one) with its Update card.
export function PlanCard({ plan }: { plan: PlanDto }) {
  const next = plan.status === 'active' && plan.nextDueAt && plan.nextAmount;
  return (
    <Card
      className="plan-card"
      role="article"
      aria-label={plan.title}
      title={<h2 className="membership-tab__tier">{plan.title}</h2>}
      extra={<Tag color={PLAN_STATUS_COLOURS[plan.status]}>{PLAN_STATUS_WORDS[plan.status]}</Tag>}
    >
      {isOverdue(plan) && <PlanWarning plan={plan} />}
      <p className="plan-card__paid">
        <strong>{paidWords(plan)}</strong>
        {next && ` · Next payment: ${plan.nextAmount} on ${dayText(plan.nextDueAt!)}`}
      </p>
      <PlanSchedule plan={plan} />
      <UpdatePlanCard plan={plan} />
    </Card>
  );
}
