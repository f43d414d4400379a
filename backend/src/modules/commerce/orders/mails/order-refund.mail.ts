import { defineMail, type QueuedMail } from '../../../../core/mail/define-mail';
import { mailTemplate } from '../../../../core/mail/mail-template';
import { UsersService } from '../../../auth';
import { formatPrice } from '../../money';
import { RefundsRepository } from '../repositories/refunds.repository';

export type OrderRefundPayload = { orderId: number; refundId: number };
const TEMPLATE = mailTemplate(__dirname, 'order-refund');

// "We have refunded $X for your order": queued in the transaction that settles the refund (one mail
// per refund, its subject key under the order's); retried after a crash mid-send.
export const orderRefundMail = defineMail({
  kind: 'order-refund',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { refunds: RefundsRepository, users: UsersService },
  async render(mail: QueuedMail<OrderRefundPayload>, { refunds, users }) {
    const orderId = Number(mail.payload.orderId);
    const { refund, items, buyerId } = await refunds.withItems(Number(mail.payload.refundId));
    const buyer = refund?.orderId === orderId && buyerId !== null ? await users.findById(buyerId) : null;
    if (refund?.status !== 'succeeded' || !buyer) return null;
    return {
      template: TEMPLATE,
      subject: `Your refund for order #${orderId}`,
      context: {
        firstName: buyer.firstName,
        orderId,
        amount: formatPrice(refund.amountCents),
        items: items.map((i) => ({ title: i.title })),
        hasDigital: items.some((i) => i.type === 'digital'),
      },
    };
  },
});
