import { mailTemplate } from '../../../../core/mail/mail-template';
import { formatPrice } from '../../../commerce';
import { paymentWords } from '../plan-words';
import { definePlanMail, type PlanMailPayload } from './plan-mail';

// retryAt: the next try when the attempt failed (null: none before the grace period ends);
// accessPausedAt: the end of the grace period
export type PlanPaymentFailedPayload = PlanMailPayload & {
  number: number;
  attempt: number;
  retryAt: string | null;
  accessPausedAt: string;
};

// At each failed attempt at an instalment: the amount, when it is tried again, the day access is
// paused unless it is paid, and the Update card link (the Payment plans tab). Not sent once the
// instalment is paid or the plan cancelled. Subject plan:<id>:instalment:<n>:failed:<attempt>.
export const planPaymentFailedMail = definePlanMail<PlanPaymentFailedPayload>({
  kind: 'plan-payment-failed',
  template: mailTemplate(__dirname, 'plan-payment-failed'),
  subject: ({ plan }, { number }) => `${paymentWords(plan, number)} did not go through`,
  context({ plan, instalment, day }, { retryAt, accessPausedAt }) {
    if (instalment?.status !== 'due' || plan.status === 'cancelled') return null;
    return {
      amount: formatPrice(instalment.amountCents),
      card: plan.cardLast4,
      retryOn: retryAt ? day(new Date(retryAt)) : null,
      pausedOn: day(new Date(accessPausedAt)),
    };
  },
});
