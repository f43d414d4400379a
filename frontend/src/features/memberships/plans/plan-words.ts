import type { PlanDto, PlanInstalmentDto } from './api';
import { dayText } from '../lib/membership-words';

// How the buyer's and the owner's screens say a plan's status and its instalments. Every amount is
// the server's ("$70").

export const PLAN_STATUS_WORDS: Record<PlanDto['status'], string> = {
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  completed: 'Paid in full',
  cancelled: 'Cancelled',
};

export const PLAN_STATUS_COLOURS: Record<PlanDto['status'], string> = {
  active: 'green',
  past_due: 'red',
  paused: 'orange',
  completed: 'blue',
  cancelled: 'default',
};

export const PLAN_STATUS_OPTIONS = (Object.keys(PLAN_STATUS_WORDS) as PlanDto['status'][]).map((value) => ({
  value,
  label: PLAN_STATUS_WORDS[value],
}));

// "Paid $140 of $210"
export const paidWords = (plan: Pick<PlanDto, 'paid' | 'total'>) => `Paid ${plan.paid} of ${plan.total}`;

// an instalment's state: "Paid on November 30, 2026", "Due December 30, 2026", "Failed: <reason>"
export function instalmentWords(i: PlanInstalmentDto): string {
  if (i.status === 'paid') return i.paidAt ? `Paid on ${dayText(i.paidAt)}` : 'Paid';
  if (i.status === 'cancelled') return 'Cancelled';
  if (i.failure) return `Failed: ${i.failure}`;
  return i.dueAt ? `Due ${dayText(i.dueAt)}` : 'Due';
}

// a plan that is owed money now: its card pays it at once
export const isOverdue = (plan: Pick<PlanDto, 'status'>) => plan.status === 'past_due' || plan.status === 'paused';

// a plan that still charges its card (a completed or cancelled one takes no new card)
export const isLive = (plan: Pick<PlanDto, 'status'>) => plan.status === 'active' || isOverdue(plan);
