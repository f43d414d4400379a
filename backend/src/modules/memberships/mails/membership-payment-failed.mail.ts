import { mailTemplate } from '../../../core/mail/mail-template';
import { formatPrice } from '../../commerce';
import { defineMemberMail, type MemberMailPayload } from './member-mail';

// accessEndsAt: the end of the grace period when the attempt failed
export type PaymentFailedPayload = MemberMailPayload & { invoiceId: string; attempt: number; accessEndsAt: string };

// At each failed attempt at a renewal: the amount, when it is tried again, the day access ends
// unless it is paid, and the link to Update card. Not sent once the invoice is paid meanwhile.
// Subject membership:<id>:invoice:<provider id>:failed:<attempt>.
export const membershipPaymentFailedMail = defineMemberMail<PaymentFailedPayload>({
  kind: 'membership-payment-failed',
  template: mailTemplate(__dirname, 'membership-payment-failed'),
  subject: (view) => `Your payment for ${view.tier} did not go through`,
  async context({ membership: m, day }, { invoiceId, accessEndsAt }, { invoices }) {
    const invoice = await invoices.find(invoiceId);
    if (!invoice || invoice.status !== 'open' || m.status !== 'past_due') return null;
    return {
      amount: formatPrice(invoice.amountCents),
      card: m.cardLast4,
      retryOn: invoice.nextAttemptAt ? day(invoice.nextAttemptAt) : null,
      accessEnds: day(new Date(accessEndsAt)),
    };
  },
});
