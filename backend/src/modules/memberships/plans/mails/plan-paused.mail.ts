import { mailTemplate } from '../../../../core/mail/mail-template';
import { formatPrice } from '../../../commerce';
import { definePlanMail, type PlanMailPayload } from './plan-mail';

// "Access paused" when the grace period of an unpaid instalment ran out: what is owed and how to
// pay it (Update card, which charges it at once and opens access again). Not sent once paid or
// cancelled. Subject plan:<id>:instalment:<n>:paused.
export const planPausedMail = definePlanMail<PlanMailPayload & { number: number }>({
  kind: 'plan-paused',
  template: mailTemplate(__dirname, 'plan-paused'),
  subject: ({ plan }) => `Your access to ${plan.title} is paused`,
  context: ({ plan, instalment }) =>
    plan.status === 'paused' && instalment?.status === 'due' ? { amount: formatPrice(instalment.amountCents) } : null,
});
