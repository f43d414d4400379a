import type { MailRecord } from '../../../core/mail/mail-outbox.types';
import type { AdminOrderEventDto, AdminOrderMailDto, OrderEventType } from './dto/admin-order-detail.dto';
import type { OrderEntity } from '../entities/order.entity';
import type { RefundEntity } from '../entities/refund.entity';
import { formatPrice } from '../money';

const event = (
  at: Date,
  type: OrderEventType,
  title: string,
  about: { refundId?: number; mail?: AdminOrderMailDto } = {},
): AdminOrderEventDto => ({
  at: at.toISOString(),
  event: type,
  title,
  refundId: about.refundId ?? null,
  mail: about.mail ?? null,
});

// "Order confirmation": the kind's words
const kindName = (kind: string) => {
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const MAIL_OUTCOME: Record<MailRecord['status'], string> = {
  pending: 'waiting to be sent',
  sending: 'being sent',
  sent: 'sent',
  skipped: 'skipped',
  failed: 'failed',
  unresolved: 'interrupted, not sent again',
};

export const toAdminOrderMailDto = (mail: MailRecord): AdminOrderMailDto => ({
  kind: mail.kind,
  recipient: mail.recipient,
  status: mail.status,
  attempts: mail.attempts,
  queuedAt: mail.createdAt.toISOString(),
  sentAt: mail.sentAt?.toISOString() ?? null,
  lastError: mail.lastError,
});

function refundEvents(refund: RefundEntity): AdminOrderEventDto[] {
  const amount = formatPrice(refund.amountCents);
  const by = refund.source === 'provider' ? ' in the payment provider’s dashboard' : '';
  const about = { refundId: refund.id };
  const events = [event(refund.createdAt, 'refund-requested', `Refund of ${amount} asked for${by}`, about)];
  const settled = refund.settledAt ?? refund.createdAt;
  if (refund.status === 'succeeded') events.push(event(settled, 'refund-succeeded', `Refund of ${amount} done`, about));
  if (refund.status === 'failed') {
    const why = refund.error ? `: ${refund.error}` : '';
    events.push(event(settled, 'refund-failed', `Refund of ${amount} failed${why}`, about));
  }
  return events;
}

function mailEvent(mail: MailRecord): AdminOrderEventDto {
  const title = `${kindName(mail.kind)} mail to ${mail.recipient}: ${MAIL_OUTCOME[mail.status]}`;
  return event(mail.sentAt ?? mail.createdAt, 'mail', title, { mail: toAdminOrderMailDto(mail) });
}

// What happened to an order, oldest first: placed, paid, shipped, each refund asked for and settled, each
// mail about it (at when it was sent, else when it was queued). Events at the same moment keep
// this order (the sort is stable).
export function orderTimeline(order: OrderEntity, refunds: RefundEntity[], mails: MailRecord[]): AdminOrderEventDto[] {
  const events = [event(order.createdAt, 'created', 'Order placed')];
  if (order.completedAt) {
    const by = order.paymentMethod ? ` by ${order.paymentMethod}` : '';
    events.push(event(order.completedAt, 'paid', `Paid ${formatPrice(order.totalCents)}${by}`));
  }
  if (order.shippedAt)
    events.push(
      event(order.shippedAt, 'shipped', `Shipped by ${order.carrier}, tracking number ${order.trackingNumber}`),
    );
  events.push(...refunds.flatMap(refundEvents), ...mails.map(mailEvent));
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
