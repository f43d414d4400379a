import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SiteService } from '../../site';
import type { BookingStatus, CancelledBy } from '../entities/booking.entity';

// A booking as its mails show it at send time: its time, where it happens, who booked it and the
// zones to show the time in.
export interface BookingForMail {
  id: number;
  uid: string;
  userId: number;
  title: string;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  cancelledBy: CancelledBy | null;
  cancelMessage: string | null;
  // bought through a checkout (a free session has no order, so no refund to speak of)
  paid: boolean;
  // the consultation's meeting link or place ('' when none is set or the product is gone)
  location: string;
  customerTimeZone: string;
  // the booking time zone (the owner's: booking_settings.time_zone, else the site's)
  ownerTimeZone: string;
  customer: { firstName: string; lastName: string; email: string };
}

// A booking as its mails show it, but its customer (an account: auth's, see defineBookingMail).
export type BookingMailRecord = Omit<BookingForMail, 'customer'>;

// The one read the bookings' mails make (mails/*.mail.ts): a booking with its place and the owner's
// zone, or null when it is gone (the account deleted with its bookings).
@Injectable()
export class BookingMailsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly site: SiteService,
  ) {}

  async find(bookingId: number): Promise<BookingMailRecord | null> {
    const rows: BookingMailRecord[] = await this.dataSource.query(
      `SELECT b.id, b.uid, b.user_id AS "userId", b.title, b.status, b.starts_at AS "startsAt",
                b.ends_at AS "endsAt", b.sequence, b.cancelled_by AS "cancelledBy",
                b.cancel_message AS "cancelMessage", b.order_id IS NOT NULL AS paid, coalesce(c.location, '') AS location,
                b.customer_time_zone AS "customerTimeZone",
                coalesce((SELECT time_zone FROM booking_settings WHERE id = 1), $2) AS "ownerTimeZone"
         FROM bookings b
         LEFT JOIN consultation_settings c ON c.product_id = b.product_id
         WHERE b.id = $1`,
      [bookingId, await this.site.timeZone()],
    );
    return rows[0] ?? null;
  }
}
