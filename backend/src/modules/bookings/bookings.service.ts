import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { after, CHECKOUT_TTL_MS, OrderFactsService } from '../commerce';
import { BookingsErrors } from './bookings.errors';
import { BookingMails } from './mails/booking-mails';
import { BookingRowsService, type BookingRow } from './booking-rows.service';
import { BookingsRepository } from './repositories/bookings.repository';
import { BusyRangesRepository } from './slots/busy-ranges.repository';
import { SlotsService } from './slots/slots.service';
import { isTimeZone } from './availability/availability-check';

export interface BookSession {
  productId: number;
  startsAt: Date;
  timeZone: string;
}

// Booking a session: the time chosen must be one the slots offer now; the exclusion constraint
// decides between customers who chose it at once (the others are told it was just taken). A paid
// consultation is held for as long as a checkout holds its order (the checkout then attaches it,
// BookingFulfilment; a time chosen again while that checkout is open takes the earlier one's place
// in it); a free one is confirmed at once and its mails queued.
@Injectable()
export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly rows: BookingRowsService,
    private readonly orders: OrderFactsService,
    private readonly slots: SlotsService,
    private readonly busy: BusyRangesRepository,
    private readonly mails: BookingMails,
  ) {}

  async book(userId: number, wanted: BookSession, now = new Date()): Promise<BookingRow> {
    if (!isTimeZone(wanted.timeZone)) throw new BadRequestException(BookingsErrors.unknownTimeZone(wanted.timeZone));
    const consultation = await this.slots.consultation(wanted.productId);
    if (!consultation) throw new NotFoundException(BookingsErrors.notBookable);
    const free = consultation.priceCents === 0;
    // choosing again while holding a time: that hold is given up, so its own time is offered too
    const earlier = free ? null : await this.bookings.heldBy(userId, wanted.productId);
    const slot = await this.slots.slotAt(wanted.productId, wanted.startsAt, {
      now,
      ignoreBookingId: earlier ?? undefined,
    });
    if (!slot) throw await this.unavailable(wanted.startsAt, consultation.durationMinutes, now, earlier ?? undefined);
    const id = await this.dataSource.transaction(async (tx) => {
      // an open checkout that held the earlier time now holds this one (the same basket reuses it)
      const checkout = free ? null : await this.bookings.releaseHeld(tx, userId, wanted.productId);
      // a free call is one per customer at a time: it cannot be used to fill the owner's calendar
      if (free && (await this.bookings.upcomingOf(tx, userId, wanted.productId, now)))
        throw new ConflictException(BookingsErrors.freeAlreadyBooked);
      const booked = await this.bookings.hold(
        tx,
        {
          ...slot,
          productId: wanted.productId,
          title: consultation.title,
          userId,
          customerTimeZone: wanted.timeZone,
          status: free ? 'confirmed' : 'held',
          holdExpiresAt: free || checkout ? null : after(now, CHECKOUT_TTL_MS),
          checkout,
        },
        now,
      );
      if (free) await this.mails.confirmed(tx, booked);
      return booked;
    });
    return (await this.rows.find(id))!;
  }

  // A time not offered for a session this long: 409 when a booking blocks it (taken since the
  // slots were listed, maybe at this very moment), 400 otherwise (outside the hours, too soon, not on
  // the step). A booking being moved (or a hold being chosen again) does not block its own new time.
  async unavailable(
    startsAt: Date,
    durationMinutes: number,
    now: Date,
    movingId?: number,
  ): Promise<BadRequestException | ConflictException> {
    const rules = await this.slots.rules();
    const minutes = (n: number) => n * 60_000;
    const blockedFrom = new Date(startsAt.getTime() - minutes(rules.bufferBeforeMinutes));
    const blockedTo = new Date(startsAt.getTime() + minutes(durationMinutes + rules.bufferAfterMinutes));
    return (await this.busy.overlapping(blockedFrom, blockedTo, now, movingId)).length
      ? new ConflictException(BookingsErrors.justTaken)
      : new BadRequestException(BookingsErrors.notAvailable);
  }

  // holds that ran out (no checkout attached them, or theirs was given up: its order ended, as
  // commerce tells) free their time
  async releaseExpiredHolds(now = new Date()): Promise<number> {
    const ended = await this.orders.endedOrders(await this.bookings.heldInCheckouts());
    return this.bookings.releaseExpired(now, ended);
  }
}
