import type { MailRecord } from '../../../core/mail/mail-outbox.types';
import type { OrderEntity } from '../entities/order.entity';
import type { RefundEntity } from '../entities/refund.entity';
import { orderTimeline } from './order-timeline';

const at = (minute: number) => new Date(Date.UTC(2025, 10, 30, 12, minute));

const order = {
  id: 7,
  createdAt: at(0),
  completedAt: at(1),
  totalCents: 4950,
  paymentMethod: 'card',
} as OrderEntity;

const mail = (overrides: Partial<MailRecord>): MailRecord => ({
  kind: 'order-confirmation',
  subjectKey: 'order:7',
  recipient: 'ada@example.com',
  status: 'sent',
  attempts: 1,
  createdAt: at(1),
  sentAt: at(2),
  lastError: null,
  ...overrides,
});

const refund = (overrides: Partial<RefundEntity>) =>
  ({
    id: 3,
    amountCents: 1950,
    status: 'pending',
    source: 'owner',
    createdAt: at(5),
    settledAt: null,
    error: null,
    ...overrides,
  }) as RefundEntity;

describe('an order’s timeline', () => {
  it('puts the events in time order, a mail at when it left or else when it was queued', () => {
    const events = orderTimeline(
      order,
      [refund({ status: 'failed', settledAt: at(6), error: 'Declined.' })],
      [mail({ status: 'failed', sentAt: null, createdAt: at(4), lastError: '550 no such user' }), mail({})],
    );
    expect(events.map((e) => `${e.at.slice(11, 16)} ${e.event}: ${e.title}`)).toEqual([
      '12:00 created: Order placed',
      '12:01 paid: Paid $49.50 by card',
      '12:02 mail: Order confirmation mail to ada@example.com: sent',
      '12:04 mail: Order confirmation mail to ada@example.com: failed',
      '12:05 refund-requested: Refund of $19.50 asked for',
      '12:06 refund-failed: Refund of $19.50 failed: Declined.',
    ]);
    expect(events[3].mail).toMatchObject({ status: 'failed', sentAt: null, lastError: '550 no such user' });
    expect(events[5].refundId).toBe(3);
  });

  it('says who made a refund in the provider’s dashboard, and shows no payment for an unpaid order', () => {
    const unpaid = { ...order, completedAt: null } as OrderEntity;
    const events = orderTimeline(unpaid, [refund({ source: 'provider', status: 'succeeded', settledAt: at(5) })], []);
    expect(events.map((e) => e.title)).toEqual([
      'Order placed',
      'Refund of $19.50 asked for in the payment provider’s dashboard',
      'Refund of $19.50 done',
    ]);
  });

  it('shows when it was shipped, by which carrier and under which tracking number', () => {
    const shipped = { ...order, shippedAt: at(3), carrier: 'UPS', trackingNumber: '1Z999' } as OrderEntity;
    expect(orderTimeline(shipped, [], []).map((e) => `${e.event}: ${e.title}`)).toEqual([
      'created: Order placed',
      'paid: Paid $49.50 by card',
      'shipped: Shipped by UPS, tracking number 1Z999',
    ]);
  });
});
