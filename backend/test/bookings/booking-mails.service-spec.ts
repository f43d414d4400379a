// A booking's mails (modules/bookings/mails): confirmed, moved and cancelled reach the customer and
// the owner over real SMTP, each with the time in their own zone and a calendar invitation that a
// calendar reads as the same event (UID), updated (SEQUENCE) or cancelled (METHOD/STATUS).
import { BookingsModule } from '../../src/modules/bookings';
import { BookingEntity } from '../../src/modules/bookings/entities/booking.entity';
import { BookingMails } from '../../src/modules/bookings/mails/booking-mails';
import {
  cancelBookingBehindTheApp,
  makeBooking,
  makeConsultationOrder,
  moveBookingBehindTheApp,
  resetAlertAddressAfterSuite,
} from '../support/factories';
import { mailServiceBed, outboxSettled, outboxStatuses } from '../support/mail-outbox';
import { globalModules } from '../support/service-module';
import type { TestContext } from '../support/test-context';
import {
  arrangeConsultation,
  type Arranged,
  CUSTOMER_TZ,
  mailWithInvitation,
  MEET,
  OWNER,
  OWNER_NAME,
  SITE,
} from './booking-mail-helpers';

// 22:00 UTC on March 5, 2030: 5 PM in New York (EST), 9 AM the next day in Sydney (AEDT)
const STARTS = '2030-03-05T22:00:00.000Z';
const WHEN_NY = 'Tuesday, March 5, 2030, 5:00 PM – 6:00 PM (America/New_York)';
const WHEN_SYDNEY = 'Wednesday, March 6, 2030, 9:00 AM – 10:00 AM (Australia/Sydney)';
// a week later New York is on EDT (from March 10), Sydney still on AEDT
const MOVED_TO = '2030-03-12T21:00:00.000Z';
const MOVED_NY = 'Tuesday, March 12, 2030, 5:00 PM – 6:00 PM (America/New_York)';
const MOVED_SYDNEY = 'Wednesday, March 13, 2030, 8:00 AM – 9:00 AM (Australia/Sydney)';

describe('booking mails: confirmed, moved, cancelled, to the customer and the owner', () => {
  const bed = mailServiceBed({ imports: [BookingsModule, ...globalModules()] });
  // arrangeConsultation sets where the owner's alerts go
  resetAlertAddressAfterSuite();
  const mails = (t: TestContext) => t.app.get(BookingMails);
  const bookingOf = (t: TestContext, id: number) => t.dataSource.getRepository(BookingEntity).findOneByOrFail({ id });

  async function confirmedBooking(t: TestContext, a: Arranged, paid = false): Promise<number> {
    const order = paid ? await makeConsultationOrder(t, a.userId, a.productId) : null;
    return makeBooking(t, {
      productId: a.productId,
      userId: a.userId,
      startsAt: STARTS,
      minutes: 60,
      customerTimeZone: CUSTOMER_TZ,
      ...order,
    });
  }

  it('confirmed: the customer and the owner each get the time in their zone and the invitation to it', async () => {
    const t = await bed.app();
    const a = await arrangeConsultation(t);
    const id = await confirmedBooking(t, a);
    await t.dataSource.transaction((tx) => mails(t).confirmed(tx, id));
    const { uid } = await bookingOf(t, id);

    const customer = await mailWithInvitation(bed.smtp, a.email, 'Your session is booked: Strategy Session');
    const owner = await mailWithInvitation(bed.smtp, OWNER, 'New booking: Strategy Session with Sam Rivera');
    const invitation = {
      method: 'REQUEST',
      uid,
      sequence: 0,
      status: 'CONFIRMED',
      start: new Date(STARTS),
      end: new Date('2030-03-05T23:00:00Z'),
      utc: true,
      location: MEET,
      url: MEET,
      attendees: [a.email],
    };
    expect(customer.invitation).toMatchObject({ ...invitation, summary: `Strategy Session with ${OWNER_NAME}` });
    expect(owner.invitation).toMatchObject({ ...invitation, summary: 'Strategy Session with Sam Rivera' });
    expect(customer.invitation!.description).toBe(`To reschedule or cancel: ${SITE}/account/sessions/${id}`);

    const text = customer.mail.text();
    expect(text).toContain('Hi Sam,');
    expect(text).toContain(`When: ${WHEN_NY}`);
    expect(text).toContain(`Where: ${MEET}`);
    expect(text).toContain(`To reschedule or cancel: ${SITE}/account/sessions/${id}`);
    expect(customer.mail.html()).toContain(`<a class="button" href="${SITE}/account/sessions/${id}"`);
    expect(customer.mail.html()).toContain(WHEN_NY);

    const ownerText = owner.mail.text();
    expect(ownerText).toContain(`Sam Rivera (${a.email}) booked "Strategy Session".`);
    expect(ownerText).toContain(`When: ${WHEN_SYDNEY}`);
    expect(ownerText).not.toContain('/account/sessions/');
    await outboxSettled(t);
    expect(await outboxStatuses(t)).toEqual({ sent: 2 });
  });

  it('moved: both get the new time in their zone, the same UID with the next SEQUENCE, and the owner’s message', async () => {
    const t = await bed.app();
    const a = await arrangeConsultation(t);
    const id = await confirmedBooking(t, a);
    await moveBookingBehindTheApp(t, id, MOVED_TO, new Date().toISOString());
    await t.dataSource.transaction((tx) => mails(t).moved(tx, id, 'Something came up.\nSorry for the change!'));
    const { uid } = await bookingOf(t, id);

    const customer = await mailWithInvitation(bed.smtp, a.email, 'Your session has moved: Strategy Session');
    const owner = await mailWithInvitation(bed.smtp, OWNER, 'Session moved: Strategy Session with Sam Rivera');
    for (const { invitation } of [customer, owner]) {
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 1,
        status: 'CONFIRMED',
        start: new Date(MOVED_TO),
        end: new Date('2030-03-12T22:00:00Z'),
      });
    }
    const text = customer.mail.text();
    expect(text).toContain(`New time: ${MOVED_NY}`);
    expect(text).toContain(`Message from ${OWNER_NAME}:\nSomething came up.\nSorry for the change!`);
    expect(text).toContain(`To reschedule or cancel: ${SITE}/account/sessions/${id}`);
    expect(customer.mail.html()).toContain('Something came up.<br>Sorry for the change!');
    expect(owner.mail.text()).toContain(`New time: ${MOVED_SYDNEY}`);
    expect(owner.mail.text()).toContain(`with Sam Rivera (${a.email}) has moved.`);
  });

  it('moved without a message, then moved again before it was sent: only the latest move is told', async () => {
    const t = await bed.app({ concurrency: 0 });
    const a = await arrangeConsultation(t);
    const id = await confirmedBooking(t, a);
    await moveBookingBehindTheApp(t, id, MOVED_TO, new Date().toISOString());
    await t.dataSource.transaction((tx) => mails(t).moved(tx, id));
    await moveBookingBehindTheApp(t, id, STARTS, new Date().toISOString());
    await t.dataSource.transaction((tx) => mails(t).moved(tx, id, null));

    const sender = await bed.app();
    await outboxSettled(sender);
    const rows: { subject_key: string; status: string }[] = await t.dataSource.query(
      `SELECT subject_key, status FROM mail_outbox WHERE kind = 'booking-moved' ORDER BY subject_key, recipient`,
    );
    expect(rows).toEqual([
      { subject_key: `booking:${id}:moved:1`, status: 'skipped' },
      { subject_key: `booking:${id}:moved:1`, status: 'skipped' },
      { subject_key: `booking:${id}:moved:2`, status: 'sent' },
      { subject_key: `booking:${id}:moved:2`, status: 'sent' },
    ]);
    const customer = await mailWithInvitation(bed.smtp, a.email, 'Your session has moved: Strategy Session');
    expect(customer.invitation).toMatchObject({ sequence: 2, start: new Date(STARTS) });
    expect(customer.mail.text()).toContain(`New time: ${WHEN_NY}`);
    expect(customer.mail.text()).not.toContain('Message from');
  });

  it('cancelled by the owner with a refund: the cancellation (METHOD:CANCEL) and the owner’s words', async () => {
    const t = await bed.app();
    const a = await arrangeConsultation(t);
    const id = await confirmedBooking(t, a, true);
    await cancelBookingBehindTheApp(t, id, 'owner', 'I am unwell, so sorry.');
    await t.dataSource.transaction((tx) => mails(t).cancelled(tx, id, 'full'));
    const { uid } = await bookingOf(t, id);

    const customer = await mailWithInvitation(bed.smtp, a.email, 'Your session is cancelled: Strategy Session');
    const owner = await mailWithInvitation(bed.smtp, OWNER, 'Session cancelled: Strategy Session with Sam Rivera');
    for (const { invitation } of [customer, owner]) {
      expect(invitation).toMatchObject({
        method: 'CANCEL',
        uid,
        sequence: 1,
        status: 'CANCELLED',
        start: new Date(STARTS),
      });
    }
    expect(customer.mail.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=CANCEL$/m);
    const text = customer.mail.text();
    expect(text).toContain(`Was: ${WHEN_NY}`);
    expect(text).toContain(`Message from ${OWNER_NAME}:\nI am unwell, so sorry.`);
    expect(text).toContain('The payment is refunded in full.');
    const ownerText = owner.mail.text();
    expect(ownerText).toContain(`with Sam Rivera (${a.email}) is cancelled by you.`);
    expect(ownerText).toContain(`Was: ${WHEN_SYDNEY}`);
    expect(ownerText).toContain('Your message to Sam Rivera:\nI am unwell, so sorry.');
    expect(ownerText).toContain('The payment is refunded in full.');
  });

  it('cancelled by the customer after the cut-off: no refund, and no confirmation left to send', async () => {
    const t = await bed.app({ concurrency: 0 });
    const a = await arrangeConsultation(t);
    const id = await confirmedBooking(t, a, true);
    await t.dataSource.transaction((tx) => mails(t).confirmed(tx, id));
    await cancelBookingBehindTheApp(t, id, 'customer');
    await t.dataSource.transaction((tx) => mails(t).cancelled(tx, id, 'none'));

    const sender = await bed.app();
    await outboxSettled(sender);
    const customer = await mailWithInvitation(bed.smtp, a.email, 'Your session is cancelled: Strategy Session');
    expect(customer.mail.text()).toContain('No refund is made: the session was cancelled after the cut-off.');
    expect(customer.mail.text()).not.toContain('Message from');
    const owner = await mailWithInvitation(bed.smtp, OWNER, 'Session cancelled: Strategy Session with Sam Rivera');
    expect(owner.mail.text()).toContain('is cancelled by the customer.');
    expect(await outboxStatuses(t, 'booking-confirmed')).toEqual({ skipped: 1 });
    expect(await outboxStatuses(t, 'booking-confirmed-owner')).toEqual({ skipped: 1 });
    expect(bed.smtp.mails.map((m) => m.subject).sort()).toEqual([
      'Session cancelled: Strategy Session with Sam Rivera',
      'Your session is cancelled: Strategy Session',
    ]);
  });

  it('a free session cancelled says nothing of a refund', async () => {
    const t = await bed.app();
    const a = await arrangeConsultation(t);
    const id = await confirmedBooking(t, a);
    await cancelBookingBehindTheApp(t, id, 'customer');
    await t.dataSource.transaction((tx) => mails(t).cancelled(tx, id, 'none'));
    const customer = await mailWithInvitation(bed.smtp, a.email, 'Your session is cancelled: Strategy Session');
    expect(customer.mail.text()).not.toMatch(/refund/i);
  });
});
