import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { BookingChangesService, type Changer } from './booking-changes.service';
import { BookingsErrors } from './bookings.errors';
import { BookingDto, toBookingDto } from './dto/booking.dto';
import { BookingRowsService, type BookingRow } from './booking-rows.service';
import { isTimeZone } from './availability/availability-check';

// The signed-in customer's sessions (the account's Sessions tab and a session's page): their own
// only (another account's is not found), each saying what its cut-off still allows.
@Injectable()
export class MyBookingsService {
  constructor(
    private readonly bookings: BookingRowsService,
    private readonly changes: BookingChangesService,
  ) {}

  async listUpcoming(userId: number, now = new Date()): Promise<BookingDto[]> {
    const [rows, cutoff] = await Promise.all([this.bookings.listUpcoming(userId, now), this.changes.cutoff()]);
    return rows.map((row) => toBookingDto(row, cutoff, now));
  }

  async get(userId: number, id: number, now = new Date()): Promise<BookingDto> {
    const row = await this.bookings.find(id);
    if (!row || row.userId !== userId) throw new NotFoundException(BookingsErrors.bookingNotFound);
    return this.view(row, now);
  }

  async reschedule(
    userId: number,
    id: number,
    wanted: { startsAt: Date; timeZone?: string },
    now = new Date(),
  ): Promise<BookingDto> {
    const timeZone = wanted.timeZone ?? null;
    if (timeZone !== null && !isTimeZone(timeZone))
      throw new BadRequestException(BookingsErrors.unknownTimeZone(timeZone));
    const moved = await this.changes.move(
      id,
      customer(userId),
      { startsAt: wanted.startsAt, timeZone, message: null },
      now,
    );
    return this.view(moved, now);
  }

  async cancel(userId: number, id: number, now = new Date()): Promise<BookingDto> {
    return this.view(await this.changes.cancel(id, customer(userId), null, now), now);
  }

  async view(row: BookingRow, now = new Date()): Promise<BookingDto> {
    return toBookingDto(row, await this.changes.cutoff(), now);
  }
}

const customer = (userId: number): Changer => ({ by: 'customer', userId });
