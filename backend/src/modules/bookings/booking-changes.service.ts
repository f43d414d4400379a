import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../core/events/domain-events.service';
import { RefundsService } from '../commerce';
import { bookingTerms } from './booking-terms';
import { BookingsErrors, cutoffText } from './bookings.errors';
import { BookingsService } from './bookings.service';
import type { CancelledBy } from './entities/booking.entity';
import { BookingMails } from './mails/booking-mails';
import { BookingRowsService, type BookingRow } from './booking-rows.service';
import { BookingsRepository } from './repositories/bookings.repository';
import { SlotsService } from './slots/slots.service';

const minutesOf = (b: BookingRow) => Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000);

// Who changes a booking and what they may do: the customer (their own bookings only, before the
// cut-off for a move, refunded before it for a cancel) or the owner (any booking, any future free
// time, always refunded).
export interface Changer {
  by: Exclude<CancelledBy, 'refund'>;
  // the account asking: the customer, or the admin
  userId: number;
}

export interface Move {
  startsAt: Date;
  // the customer's zone, when they tell a new one
  timeZone: string | null;
  // the owner's words to the customer
  message: string | null;
}

// A confirmed booking moved (same row and invitation uid, its sequence one more, the mails of the
// move) or cancelled (its mails, and a refund in full of its order item through commerce when it
// is due: commerce's undo then finds it cancelled already). Each under the booking's row lock.
@Injectable()
export class BookingChangesService {
  private readonly logger = new Logger('Bookings');

  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly rows: BookingRowsService,
    private readonly booking: BookingsService,
    private readonly slots: SlotsService,
    private readonly mails: BookingMails,
    private readonly refunds: RefundsService,
    private readonly events: DomainEvents,
  ) {}

  async move(id: number, changer: Changer, move: Move, now = new Date()): Promise<BookingRow> {
    const owner = changer.by === 'owner';
    await this.dataSource.transaction(async (tx) => {
      const { booking, terms } = await this.changeable(await this.rows.lock(tx, id), changer, now);
      if (!owner && !terms.canReschedule)
        throw new ConflictException(BookingsErrors.tooLateToMove(cutoffText(await this.cutoff())));
      const slot = await this.slotFor(booking, move.startsAt, owner, now);
      if (!slot) throw await this.booking.unavailable(move.startsAt, minutesOf(booking), now, id);
      await this.bookings.move(tx, id, slot, move.timeZone, now);
      await this.mails.moved(tx, id, move.message);
      await this.events.publish(tx, 'booking.moved', {
        bookingId: id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        by: changer.by,
      });
    });
    return (await this.rows.find(id))!;
  }

  // The refund due is written down in the cancel's transaction (both happen or neither: one already
  // under way for the item refuses the cancel), then asked of the provider. A provider's refusal
  // leaves the session cancelled and the refund failed on the order's timeline: the owner hears it
  // (409) when they cancelled; a customer's cancel stands and the failure is logged for the owner.
  async cancel(id: number, changer: Changer, message: string | null, now = new Date()): Promise<BookingRow> {
    const refund = await this.dataSource.transaction(async (tx) => {
      const { booking, terms } = await this.changeable(await this.rows.lock(tx, id), changer, now);
      // the owner's cancel gives back what was paid whenever; the customer's before the cut-off only
      const due = changer.by === 'owner' ? booking.refundable : terms.refundOnCancel;
      await this.bookings.cancel(tx, id, changer.by, message, now);
      await this.mails.cancelled(tx, id, due ? 'full' : 'none');
      await this.events.publish(tx, 'booking.cancelled', { bookingId: id, by: changer.by, refunded: Boolean(due) });
      return due
        ? await this.refunds.writeDown(tx, booking.orderId!, [booking.orderItemId!], changer.userId, changer.by)
        : null;
    });
    if (refund)
      await this.refunds.complete(refund).catch((error: unknown) => {
        if (changer.by === 'owner' || !(error instanceof ConflictException)) throw error;
        this.logger.error(`Booking ${id} cancelled, but the refund of order ${refund.refund.orderId} was refused`);
      });
    return (await this.rows.find(id))!;
  }

  // the customer's new time must be offered now; the owner's any free future time, the session
  // keeping its length (its consultation may be archived or deleted since)
  private slotFor(booking: BookingRow, startsAt: Date, owner: boolean, now: Date) {
    const options = { ignoreBookingId: booking.id, now };
    if (owner) return this.slots.ownerSlotAt(startsAt, minutesOf(booking), options);
    return booking.productId === null ? null : this.slots.slotAt(booking.productId, startsAt, options);
  }

  // the cut-off of the owner's rules, in minutes
  async cutoff(): Promise<number> {
    return (await this.slots.rules()).cancelCutoffMinutes;
  }

  // a confirmed booking not started yet (the customer's own), with what its terms allow now
  private async changeable(booking: BookingRow | null, changer: Changer, now: Date) {
    if (!booking || (changer.by === 'customer' && booking.userId !== changer.userId))
      throw new NotFoundException(BookingsErrors.bookingNotFound);
    if (booking.status !== 'confirmed') throw new ConflictException(BookingsErrors.notConfirmed);
    if (booking.startsAt.getTime() <= now.getTime()) throw new ConflictException(BookingsErrors.alreadyStarted);
    return { booking, terms: bookingTerms(booking, await this.cutoff(), now) };
  }
}
