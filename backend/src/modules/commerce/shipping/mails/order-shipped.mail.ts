import { defineMail, type QueuedMail } from '../../../../core/mail/define-mail';
import { mailTemplate } from '../../../../core/mail/mail-template';
import { UsersService } from '../../../auth';
import { OrdersRepository } from '../../repositories/orders.repository';
import { trackingUrl } from '../tracking-links';
import { shippingAddressLines } from './shipping-address-lines';

export type OrderShippedPayload = { orderId: number };
const TEMPLATE = mailTemplate(__dirname, 'order-shipped');

// "On its way": to the buyer, with the carrier and tracking number (a link to the carrier's
// tracking page when the carrier is one we know), in the transaction that marks the order shipped.
// Retried after a crash mid-send.
export const orderShippedMail = defineMail({
  kind: 'order-shipped',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { orders: OrdersRepository, users: UsersService },
  async render(mail: QueuedMail<OrderShippedPayload>, { orders, users, config }) {
    const order = await orders.findWithItems(Number(mail.payload.orderId));
    const buyer = order?.userId != null ? await users.findById(order.userId) : null;
    if (!order?.shippedAt || !order.shippingAddress || !buyer) return null;
    return {
      template: TEMPLATE,
      subject: `Your order #${order.id} has shipped`,
      context: {
        firstName: buyer.firstName,
        orderId: order.id,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
        address: shippingAddressLines(order.shippingAddress),
        ordersUrl: `${config.publicUrl}/account?tab=orders`,
      },
    };
  },
});
