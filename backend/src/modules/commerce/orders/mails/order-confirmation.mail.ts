import { defineMail, type QueuedMail } from '../../../../core/mail/define-mail';
import { mailTemplate } from '../../../../core/mail/mail-template';
import { UsersService } from '../../../auth';
import { formatPrice } from '../../money';
import { OrdersRepository } from '../../repositories/orders.repository';
import { shippingAddressLines } from '../../shipping/mails/shipping-address-lines';

export type OrderConfirmationPayload = { orderId: number };
const TEMPLATE = mailTemplate(__dirname, 'order-confirmation');

// "Thank you for your order": what was bought, the total, where it is shipped to, and where the
// downloads are. Queued in the transaction that completes the order (and again when the buyer asks
// for the receipt), retried until the SMTP server takes it (also after a crash mid-send: a missing
// receipt is worse than a second one).
export const orderConfirmationMail = defineMail({
  kind: 'order-confirmation',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { orders: OrdersRepository, users: UsersService },
  async render(mail: QueuedMail<OrderConfirmationPayload>, { orders, users, config }) {
    const orderId = Number(mail.payload.orderId);
    const order = await orders.findWithItems(orderId);
    const buyer = order?.userId != null ? await users.findById(order.userId) : null;
    if (!order?.items.length || !buyer) return null;
    const hasDigital = order.items.some((i) => i.type === 'digital');
    return {
      template: TEMPLATE,
      subject: `Your order #${orderId} is confirmed`,
      context: {
        firstName: buyer.firstName,
        orderId,
        items: order.items.map((i) => ({ title: i.title, price: formatPrice(i.priceCents) })),
        discount: order.couponCode ? { code: order.couponCode, amount: formatPrice(order.discountCents) } : null,
        shipping: order.shippingAddress ? formatPrice(order.shippingCents) : null,
        // an order with something to ship (its address is kept only then) says where it goes
        address: order.shippingAddress ? shippingAddressLines(order.shippingAddress) : null,
        total: formatPrice(order.totalCents),
        downloadsUrl: hasDigital ? `${config.publicUrl}/account?tab=downloads` : null,
      },
    };
  },
});
