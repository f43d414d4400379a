import type { Caller } from '../../core/analytics/visit-attribution';

// What commerce publishes (core/events/domain-events.ts), each in the transaction of the change.
declare module '../../core/events/domain-events' {
  interface DomainEventMap {
    // a checkout opened: the pending order is written, its holds taken; `visit` is who opened it
    // (for attribution, never stored as such); `upsell`: the one-click offer after a paid order,
    // stored pending before its off-session charge (never a checkout left open)
    'order.placed': { orderId: number; userId: number; visit: Caller; at: Date; upsell: boolean };
    // the order is paid (once, whatever replays the payment): its types have fulfilled it
    'order.paid': { orderId: number; userId: number | null; totalCents: number };
    // a refund is settled: these items (none for an amount-only refund) were taken back and undone
    // the owner marked a paid order shipped (once), with its carrier and tracking number
    'order.shipped': { orderId: number; userId: number | null; carrier: string; trackingNumber: string; at: Date };
    'order.refunded': { orderId: number; refundId: number; itemIds: number[]; amountCents: number };
  }
}
