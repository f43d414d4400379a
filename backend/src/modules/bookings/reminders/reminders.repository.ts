import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ReminderLead } from '../mails/booking-reminder.mail';

// A reminder that is due: the booking, its customer, which lead, and the start it is for.
export interface DueReminder {
  bookingId: number;
  userId: number;
  lead: ReminderLead;
  // the session's start, epoch seconds
  startsAt: number;
}

// The read of the reminders job over bookings.
@Injectable()
export class RemindersRepository {
  // For each lead: the confirmed sessions whose reminder time (start − lead) has come by `now` and
  // that have not started, and whose time was set before that reminder time (a session booked
  // or moved 3 hours ahead gets no 24-hour reminder). IDX_bookings_starts finds them.
  due(tx: EntityManager, now: Date, leads: Record<ReminderLead, number>): Promise<DueReminder[]> {
    const names = Object.keys(leads);
    return tx
      .query(
        `SELECT b.id AS "bookingId", b.user_id AS "userId", l.lead,
                floor(extract(epoch FROM b.starts_at))::bigint AS "startsAt"
         FROM unnest($2::text[], $3::int[]) AS l(lead, minutes)
         JOIN bookings b ON b.status = 'confirmed' AND b.starts_at > $1
           AND b.starts_at <= $1::timestamptz + make_interval(mins => l.minutes)
           AND b.scheduled_at < b.starts_at - make_interval(mins => l.minutes)
         ORDER BY b.starts_at, b.id, l.minutes DESC`,
        [now, names, names.map((name) => leads[name as ReminderLead])],
      )
      .then((rows: DueReminder[]) => rows.map((row) => ({ ...row, startsAt: Number(row.startsAt) })));
  }
}
