import { mailTemplate } from '../../../../core/mail/mail-template';
import { formatPrice } from '../../../commerce';
import { definePlanMail, type PlanMailPayload } from './plan-mail';

// "Paid in full" once the last instalment is paid: the total and that nothing more is charged.
// Subject plan:<id>:paid-in-full.
export const planPaidInFullMail = definePlanMail<PlanMailPayload>({
  kind: 'plan-paid-in-full',
  template: mailTemplate(__dirname, 'plan-paid-in-full'),
  subject: ({ plan }) => `${plan.title} is paid in full`,
  context: ({ plan, day }) =>
    plan.status === 'completed'
      ? { total: formatPrice(plan.totalCents), count: plan.instalments, paidOn: day(plan.endedAt) }
      : null,
});
