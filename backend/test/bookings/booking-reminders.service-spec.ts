// Session reminders (modules/bookings/reminders): 24 hours and 1 hour before a confirmed session,
// once each even with two replicas running the job at the same moment; none for a session
// cancelled or moved away from that time (the new time has its own), none 24 hours ahead for a
// session booked 3 hours ahead. `now` is given to the job; the sessions are years ahead of the
// real clock, so the apps' own minutely runs find nothing of them.
import { BookingsModule } from '../../src/modules/bookings';
import { BookingRemindersService } from '../../src/modules/bookings/reminders/reminders.service';
import {
  cancelBookingBehindTheApp,
  makeBooking,
  moveBookingBehindTheApp,
  resetAlertAddressAfterSuite,
} from '../support/factories';
import { mailServiceBed, outboxSettled } from '../support/mail-outbox';
import { globalModules } from '../support/service-module';
import type { TestContext } from '../support/test-context';
import { arrangeConsultation, type Arranged, CUSTOMER_TZ, MEET, SITE } from './booking-mail-helpers';

const STARTS = '2030-06-04T15:00:00.000Z';
// 11:00 AM in New York (EDT)
const WHEN_NY = 'Tuesday, June 4, 2030, 11:00 AM – 12:00 PM (America/New_York)';
const SUBJECT = 'Reminder: Strategy Session is coming up';
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * 60_000);
const HOUR = 60;

describe('session reminders: 24 h and 1 h before, once each across replicas', () => {
  const bed = mailServiceBed({ imports: [BookingsModule, ...globalModules()] });
  // arrangeConsultation sets where the owner's alerts go
  resetAlertAddressAfterSuite();
  const queueDue = (t: TestContext, now: Date) => t.app.get(BookingRemindersService).queueDue(now);
  // both replicas run the job at the same moment; answers how many reminders they queued in all
  const bothReplicas = async (apps: TestContext[], now: Date) =>
    (await Promise.all(apps.map((t) => queueDue(t, now)))).reduce((a, b) => a + b, 0);
  const reminderRows = async (t: TestContext): Promise<{ subject_key: string; status: string }[]> =>
    t.dataSource.query(
      `SELECT subject_key, status FROM mail_outbox WHERE kind = 'booking-reminder' ORDER BY created_at, subject_key`,
    );
  const epoch = (iso: string) => Date.parse(iso) / 1000;

  const booking = (t: TestContext, a: Arranged, startsAt: string, scheduledAt: string) =>
    makeBooking(t, {
      productId: a.productId,
      userId: a.userId,
      startsAt,
      minutes: 60,
      customerTimeZone: CUSTOMER_TZ,
      scheduledAt,
    });

  it('queues each reminder once when two replicas run the job at the same moment, and sends it', async () => {
    const one = await bed.app();
    const two = await bed.app();
    const a = await arrangeConsultation(one);
    const id = await booking(one, a, STARTS, '2030-05-01T10:00:00Z');

    expect(await bothReplicas([one, two], at(STARTS, -25 * HOUR))).toBe(0);
    expect(await bothReplicas([one, two], at(STARTS, -24 * HOUR))).toBe(1);
    expect(await bothReplicas([one, two], at(STARTS, -24 * HOUR + 1))).toBe(0);
    expect(await bothReplicas([one, two], at(STARTS, -2 * HOUR))).toBe(0);
    expect(await bothReplicas([one, two], at(STARTS, -HOUR + 1))).toBe(1);
    expect(await bothReplicas([one, two], at(STARTS, -1))).toBe(0);
    expect(await bothReplicas([one, two], at(STARTS))).toBe(0);

    await outboxSettled(one);
    expect(await reminderRows(one)).toEqual([
      { subject_key: `booking:${id}:reminder:24h:${epoch(STARTS)}`, status: 'sent' },
      { subject_key: `booking:${id}:reminder:1h:${epoch(STARTS)}`, status: 'sent' },
    ]);
    const reminders = bed.smtp.mails.filter((m) => m.subject === SUBJECT);
    expect(reminders.map((m) => m.to)).toEqual([[a.email], [a.email]]);
    const text = reminders[0].text();
    expect(text).toContain('Hi Sam,');
    expect(text).toContain(`When: ${WHEN_NY}`);
    expect(text).toContain(`Where: ${MEET}`);
    expect(text).toContain(`Your session: ${SITE}/account/sessions/${id}`);
    expect(reminders[0].calendar()).toBe('');
  });

  it('a session booked 3 hours ahead gets the 1-hour reminder only', async () => {
    const t = await bed.app();
    const a = await arrangeConsultation(t);
    const id = await booking(t, a, STARTS, at(STARTS, -3 * HOUR).toISOString());
    expect(await queueDue(t, at(STARTS, -3 * HOUR + 1))).toBe(0);
    expect(await queueDue(t, at(STARTS, -HOUR))).toBe(1);
    expect((await reminderRows(t)).map((r) => r.subject_key)).toEqual([`booking:${id}:reminder:1h:${epoch(STARTS)}`]);
  });

  it('none for a cancelled session, and one queued before the cancel is not sent', async () => {
    const queuing = await bed.app({ concurrency: 0 });
    const a = await arrangeConsultation(queuing);
    const kept = await booking(queuing, a, STARTS, '2030-05-01T10:00:00Z');
    const later = '2030-06-04T18:00:00.000Z';
    const cancelledEarly = await booking(queuing, a, later, '2030-05-01T10:00:00Z');
    await cancelBookingBehindTheApp(queuing, cancelledEarly, 'customer');
    expect(await queueDue(queuing, at(STARTS, -24 * HOUR))).toBe(1);
    await cancelBookingBehindTheApp(queuing, kept, 'owner', 'Sorry!');

    const sender = await bed.app();
    await outboxSettled(sender);
    expect(await reminderRows(sender)).toEqual([
      { subject_key: `booking:${kept}:reminder:24h:${epoch(STARTS)}`, status: 'skipped' },
    ]);
    expect(await queueDue(sender, at(later, -HOUR))).toBe(0);
    expect(bed.smtp.mails.filter((m) => m.subject === SUBJECT)).toEqual([]);
  });

  it('a moved session: the old time’s reminder is skipped, the new time’s sent', async () => {
    const queuing = await bed.app({ concurrency: 0 });
    const a = await arrangeConsultation(queuing);
    const id = await booking(queuing, a, STARTS, '2030-05-01T10:00:00Z');
    expect(await queueDue(queuing, at(STARTS, -24 * HOUR))).toBe(1);
    // moved two days later, at the moment the first reminder was queued
    const movedTo = '2030-06-06T15:00:00.000Z';
    await moveBookingBehindTheApp(queuing, id, movedTo, at(STARTS, -24 * HOUR + 1).toISOString());
    expect(await queueDue(queuing, at(STARTS, -HOUR))).toBe(0);
    expect(await queueDue(queuing, at(movedTo, -24 * HOUR))).toBe(1);

    const sender = await bed.app();
    await outboxSettled(sender);
    expect(await reminderRows(sender)).toEqual([
      { subject_key: `booking:${id}:reminder:24h:${epoch(STARTS)}`, status: 'skipped' },
      { subject_key: `booking:${id}:reminder:24h:${epoch(movedTo)}`, status: 'sent' },
    ]);
    const [reminder] = bed.smtp.mails.filter((m) => m.subject === SUBJECT);
    expect(reminder.text()).toContain('When: Thursday, June 6, 2030, 11:00 AM – 12:00 PM (America/New_York)');
  });
});
