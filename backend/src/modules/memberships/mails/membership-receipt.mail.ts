import { mailTemplate } from '../../../core/mail/mail-template';
import { formatPrice } from '../../commerce';
import { defineMemberMail, type MemberMailPayload } from './member-mail';

export type ReceiptPayload = MemberMailPayload & { invoiceId: string };

// The receipt of a paid renewal (or of the first charge after a trial, or of a change of tier):
// the amount, the period it pays for, the card. Subject membership:<id>:invoice:<provider id>:paid.
export const membershipReceiptMail = defineMemberMail<ReceiptPayload>({
  kind: 'membership-receipt',
  template: mailTemplate(__dirname, 'membership-receipt'),
  subject: (view) => `Receipt: your ${view.tier} membership`,
  async context({ membership: m, day }, { invoiceId }, { invoices }) {
    const invoice = await invoices.find(invoiceId);
    if (!invoice || invoice.status !== 'paid') return null;
    return {
      amount: formatPrice(invoice.amountCents),
      credit: invoice.creditCents ? formatPrice(invoice.creditCents) : null,
      paidOn: day(invoice.paidAt),
      from: day(invoice.periodStart),
      to: day(invoice.periodEnd),
      card: m.cardLast4,
    };
  },
});
