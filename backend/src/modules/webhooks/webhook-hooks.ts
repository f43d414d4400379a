import type { WebhookEvent } from '@coach/shared';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { DomainEventMap, DomainEventName } from '../../core/events/domain-events';
import { DomainEvents } from '../../core/events/domain-events.service';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';

// Which domain event is which public webhook event, and what of it the receiver gets: ids and the
// useful public fields, never a secret, a token or a visitor's traces.
type Mapping = {
  [K in DomainEventName]?: { type: WebhookEvent; data: (e: DomainEventMap[K]) => Record<string, unknown> };
};

const MAPPINGS: Mapping = {
  'order.paid': {
    type: 'order.paid',
    data: (e) => ({ orderId: e.orderId, userId: e.userId, totalCents: e.totalCents }),
  },
  'order.refunded': {
    type: 'order.refunded',
    data: (e) => ({ orderId: e.orderId, refundId: e.refundId, itemIds: e.itemIds, amountCents: e.amountCents }),
  },
  'order.shipped': {
    type: 'order.shipped',
    data: (e) => ({
      orderId: e.orderId,
      userId: e.userId,
      carrier: e.carrier,
      trackingNumber: e.trackingNumber,
      shippedAt: e.at,
    }),
  },
  'subscriber.confirmed': {
    type: 'subscriber.confirmed',
    data: (e) => ({ subscriberId: e.subscriberId, email: e.email }),
  },
  'subscriber.unsubscribed': {
    type: 'subscriber.unsubscribed',
    data: (e) => ({ subscriberId: e.subscriberId, email: e.email }),
  },
  'enrolment.started': {
    type: 'enrolment.created',
    data: (e) => ({ enrolmentId: e.enrolmentId, productId: e.productId, userId: e.userId }),
  },
  'enrolment.completed': {
    type: 'course.completed',
    data: (e) => ({ enrolmentId: e.enrolmentId, productId: e.productId, userId: e.userId, completedAt: e.at }),
  },
  'booking.confirmed': {
    type: 'booking.created',
    data: (e) => ({ bookingId: e.bookingId, orderId: e.orderId, userId: e.userId, productId: e.productId }),
  },
  'booking.moved': {
    type: 'booking.moved',
    data: (e) => ({ bookingId: e.bookingId, startsAt: e.startsAt, endsAt: e.endsAt, movedBy: e.by }),
  },
  'booking.cancelled': {
    type: 'booking.cancelled',
    data: (e) => ({ bookingId: e.bookingId, cancelledBy: e.by, refunded: e.refunded }),
  },
  'membership.started': {
    type: 'membership.started',
    data: (e) => ({
      membershipId: e.membershipId,
      userId: e.userId,
      tierId: e.tierId,
      trial: e.trial,
      startedAt: e.at,
    }),
  },
  'membership.renewed': {
    type: 'membership.renewed',
    data: (e) => ({
      membershipId: e.membershipId,
      userId: e.userId,
      tierId: e.tierId,
      amountCents: e.amountCents,
      periodEnd: e.periodEnd,
    }),
  },
  'membership.cancelled': {
    type: 'membership.cancelled',
    data: (e) => ({
      membershipId: e.membershipId,
      userId: e.userId,
      tierId: e.tierId,
      reason: e.reason,
      endedAt: e.at,
    }),
  },
};

// The body of every delivery: the event's id (also its Webhook-Id header), type, time and data;
// Dates become ISO text as JSON does.
export const webhookPayload = (id: string, type: string, data: Record<string, unknown>, created = new Date()) =>
  JSON.parse(JSON.stringify({ id, type, created: created.toISOString(), data })) as Record<string, unknown>;

// Writes each event's deliveries in the transaction of the change (a rolled-back change sends
// nothing), isolated in a savepoint: a webhook never fails an order, a payment or a booking.
@Injectable()
export class WebhookHooks implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  onModuleInit(): void {
    for (const name of Object.keys(MAPPINGS) as DomainEventName[]) this.listen(name);
  }

  private listen<K extends DomainEventName>(name: K): void {
    const mapping = MAPPINGS[name]!;
    this.events.on(name, (tx, event) => this.enqueue(tx, mapping.type, mapping.data(event)), {
      isolated: true,
      name: `webhooks: ${name}`,
    });
  }

  private async enqueue(tx: EntityManager, type: string, data: Record<string, unknown>): Promise<void> {
    const id = randomUUID();
    await this.deliveries.enqueue(tx, { id, type, payload: webhookPayload(id, type, data) });
  }
}
