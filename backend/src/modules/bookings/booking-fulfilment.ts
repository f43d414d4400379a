import { Injectable } from '@nestjs/common';
import {
  after,
  CHECKOUT_TTL_MS,
  RECHECK_MS,
  type FulfilmentStep,
  type ProductFulfilment,
  type Shortage,
} from '../commerce';
import { DomainEvents } from '../../core/events/domain-events.service';
import { BookingsErrors } from './bookings.errors';
import { BookingMails } from './mails/booking-mails';
import { ConsultationProductKnowledge } from './knowledge/consultation-product-knowledge';
import { BookingsRepository } from './repositories/bookings.repository';

// A given-up checkout's time stays the customer's this long: for a new basket (a coupon applied) to
// take it, and for a declined card retried on the same payment, which can succeed until the order's
// window and commerce's last look at it are over (its re-hold then finds the time still theirs).
export const DETACHED_HOLD_MS = CHECKOUT_TTL_MS + RECHECK_MS;

const itemIdsOf = (lines: FulfilmentStep['lines']) => lines.map((l) => l.itemId);

// Consultations sold in the shop. The customer chose a time first (POST /api/bookings: a held
// booking); the checkout that opens attaches it to the order's item (hold: none chosen is a
// shortage, the checkout's 409 says to choose one); a given-up checkout detaches it, kept for a
// while; the payment confirms it and queues its mails; a refund cancels it. Registered with
// commerce's ProductTypeRegistry by BookingsModule; every step runs in the order's transaction.
@Injectable()
export class BookingFulfilment implements ProductFulfilment {
  readonly type = 'consultation';

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly mails: BookingMails,
    private readonly events: DomainEvents,
    // what the assistant's facts of the products say of a consultation
    readonly knowledge: ConsultationProductKnowledge,
  ) {}

  async hold({ tx, orderId, userId, lines }: FulfilmentStep): Promise<Shortage | null> {
    const now = new Date();
    for (const line of lines) {
      const held =
        userId !== null &&
        line.productId !== null &&
        (await this.bookings.attach(tx, { userId, productId: line.productId, orderId, itemId: line.itemId }, now));
      if (!held) return { title: line.title, left: 0, message: BookingsErrors.chooseTime(line.title) };
    }
    return null;
  }

  async release({ tx, lines }: FulfilmentStep): Promise<void> {
    await this.bookings.detach(tx, itemIdsOf(lines), after(new Date(), DETACHED_HOLD_MS));
  }

  async fulfil({ tx, orderId, lines }: FulfilmentStep): Promise<void> {
    for (const { id, userId, productId } of await this.bookings.confirm(tx, itemIdsOf(lines), new Date())) {
      await this.mails.confirmed(tx, id);
      await this.events.publish(tx, 'booking.confirmed', { bookingId: id, orderId, userId, productId });
    }
  }

  // a session the customer or the owner cancelled already (their cancel asked for this refund) was
  // mailed about then
  async undo({ tx, lines }: FulfilmentStep): Promise<void> {
    for (const id of await this.bookings.cancelRefunded(tx, itemIdsOf(lines), new Date()))
      await this.mails.cancelled(tx, id, 'full');
  }
}
