import { BadRequestException, Injectable } from '@nestjs/common';
import { addDays, localDayOf, zonedInstant } from '@coach/shared';
import { BookingChangesService, type Changer } from './booking-changes.service';
import { BookingsErrors, MAX_ADMIN_DAYS } from './bookings.errors';
import { type AdminBookingsDto, toAdminBookingDto } from './dto/admin-booking.dto';
import { BookingRowsService, type BookingRow } from './booking-rows.service';
import { SlotsService } from './slots/slots.service';

const DAY_MS = 24 * 60 * 60 * 1000;

// The owner's Bookings area: the sessions of some days in the owner's time zone, and moving or
// cancelling any of them (the customer is mailed; a paid one is refunded in full).
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly bookings: BookingRowsService,
    private readonly changes: BookingChangesService,
    private readonly slots: SlotsService,
  ) {}

  // every day from `from` to `to` (both included, in the owner's zone) with the confirmed and
  // cancelled sessions starting on it
  async days(from: string, to: string): Promise<AdminBookingsDto> {
    const count = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (!(count >= 1 && count <= MAX_ADMIN_DAYS)) throw new BadRequestException(BookingsErrors.daysRange);
    const { timeZone } = await this.slots.rules();
    const rows = await this.bookings.listStarting(
      zonedInstant(from, 0, timeZone),
      zonedInstant(addDays(to, 1), 0, timeZone),
    );
    const days = Array.from({ length: count }, (_, i) => addDays(from, i));
    return {
      timeZone,
      days: days.map((day) => ({
        day,
        bookings: rows.filter((b) => localDayOf(b.startsAt, timeZone) === day).map(toAdminBookingDto),
      })),
    };
  }

  move(adminId: number, id: number, startsAt: Date, message: string | null, now = new Date()): Promise<BookingRow> {
    return this.changes.move(id, owner(adminId), { startsAt, timeZone: null, message }, now);
  }

  cancel(adminId: number, id: number, message: string | null, now = new Date()): Promise<BookingRow> {
    return this.changes.cancel(id, owner(adminId), message, now);
  }
}

const owner = (userId: number): Changer => ({ by: 'owner', userId });
