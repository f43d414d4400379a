import { defineMail, type QueuedMail } from '../../../../core/mail/define-mail';
import { mailTemplate } from '../../../../core/mail/mail-template';
import { OrdersRepository } from '../../repositories/orders.repository';
import { shippingAddressLines } from './shipping-address-lines';

export type OrderToShipPayload = { orderId: number };
const TEMPLATE = mailTemplate(__dirname, 'order-to-ship');

// "New order to ship": to the owner (where the owner's alerts go), in the transaction that completes a physical
// order; nothing once it is shipped or no longer paid. Retried after a crash mid-send.
export const orderToShipMail = defineMail({
  kind: 'order-to-ship',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { orders: OrdersRepository },
  async render(mail: QueuedMail<OrderToShipPayload>, { orders, config }) {
    const order = await orders.findWithItems(Number(mail.payload.orderId));
    if (!order?.shippingAddress || order.shippedAt || order.status !== 'completed') return null;
    return {
      template: TEMPLATE,
      subject: `New order to ship: #${order.id}`,
      context: {
        orderId: order.id,
        items: order.items.filter((i) => i.type === 'physical' && i.refundId === null),
        address: shippingAddressLines(order.shippingAddress),
        orderUrl: `${config.publicUrl}/admin?tab=orders&order=${order.id}`,
      },
    };
  },
});
