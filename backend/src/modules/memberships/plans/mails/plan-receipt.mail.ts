import { mailTemplate } from '../../../../core/mail/mail-template';
import { formatPrice } from '../../../commerce';
import { paymentWords } from '../plan-words';
import { definePlanMail, type PlanMailPayload } from './plan-mail';

// resumed: the payment ended a pause (access is back)
export type PlanReceiptPayload = PlanMailPayload & { number: number; resumed: boolean };

// The receipt of an instalment charged after checkout: the amount, the card, what is left and when
// the next one comes. Subject plan:<id>:instalment:<n>:paid.
export const planReceiptMail = definePlanMail<PlanReceiptPayload>({
  kind: 'plan-receipt',
  template: mailTemplate(__dirname, 'plan-receipt'),
  subject: ({ plan }, { number }) => paymentWords(plan, number),
  context({ plan, instalment, day }, { resumed }) {
    if (instalment?.status !== 'paid') return null;
    const paid = plan.schedule.filter((i) => i.status === 'paid');
    const next = plan.schedule.find((i) => i.status === 'due');
    return {
      amount: formatPrice(instalment.amountCents),
      paidOn: day(instalment.paidAt),
      card: plan.cardLast4,
      number: instalment.number,
      count: plan.instalments,
      paidSoFar: formatPrice(paid.reduce((cents, i) => cents + i.amountCents, 0)),
      total: formatPrice(plan.totalCents),
      next: next && plan.status !== 'cancelled' ? { amount: formatPrice(next.amountCents), on: day(next.dueAt) } : null,
      resumed,
    };
  },
});
