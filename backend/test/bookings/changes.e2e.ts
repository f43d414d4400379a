import { addDays } from '@coach/shared';
import { signedIn, type TestClient } from '../support/client';
import { makeBooking } from '../support/factories';
import type { TestApp } from '../support/test-app';
import {
  type BookingBody,
  book,
  booked,
  bookingsSuite,
  bookingMails,
  bookingRow,
  cancelMailRefund,
  consultation,
  firstSlot,
  hoursFromNow,
  isOffered,
  movedMail,
  openAroundTheClock,
  paidWithTestCard,
  refundsOf,
} from './booking-helpers';

const HOUR = 60 * 60 * 1000;

// 12:00 UTC (the hours' zone, booking-helpers openAroundTheClock) `days` days from today
function middayInDays(days: number): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  day.setUTCHours(12, 0, 0, 0);
  return day;
}

// A booked session changed afterwards: the customer moves it to another offered time before the
// cut-off (the same booking and invitation, its sequence one more), the owner moves it to any
// future free time or cancels it with a message (refunded in full when paid); the owner's days
// are the owner's time zone's; a customer sees and changes their own bookings only.
describe('moving and cancelling a booked session', () => {
  const suite = bookingsSuite();
  let t: TestApp;
  let admin: TestClient;
  let visitor: TestClient;
  beforeAll(() => ({ t, admin, visitor } = suite));

  const reschedule = (client: TestClient, id: number, body: object) =>
    client.post(`/api/bookings/${id}/reschedule`, body);

  it('reschedules to another offered time: same uid, sequence + 1, the old time free, both mailed', async () => {
    const intro = await consultation(t, admin, 'Introductory Call', '0');
    const customer = await signedIn(t);
    const first = await firstSlot(visitor, intro.id, hoursFromNow(48));
    // midday, so that half an hour later is offered too (a session may not run past midnight)
    const later = await firstSlot(visitor, intro.id, middayInDays(3));
    const call = await booked(customer, intro.id, first);
    const before = await bookingRow(t, call.id);

    const res = await reschedule(customer, call.id, { startsAt: later, timeZone: 'America/Chicago' }).expect(200);
    expect(res.body).toMatchObject({
      id: call.id,
      status: 'confirmed',
      startsAt: later,
      customerTimeZone: 'America/Chicago',
    });
    expect(await bookingRow(t, call.id)).toMatchObject({ uid: before.uid, sequence: before.sequence + 1 });
    expect(await isOffered(visitor, intro.id, first)).toBe(true);
    expect(await isOffered(visitor, intro.id, later)).toBe(false);
    expect(await movedMail(t, call.id, 1)).toMatchObject({ sequence: 1, message: null });

    // moving it by half an hour overlaps its own old time: that does not stand in the way
    const halfHour = new Date(Date.parse(later) + HOUR / 2).toISOString();
    await reschedule(customer, call.id, { startsAt: halfHour }).expect(200);
    expect((await bookingRow(t, call.id)).sequence).toBe(2);

    // a time whose hold ran out before the job came is offered, and the move takes it
    const third = await firstSlot(visitor, intro.id, hoursFromNow(96));
    const stale = await makeBooking(t, {
      productId: intro.id,
      userId: (await customer.get('/api/auth/user').expect(200)).body.id as number,
      startsAt: third,
      minutes: 60,
      status: 'held',
      holdExpiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await reschedule(customer, call.id, { startsAt: third }).expect(200);
    expect((await bookingRow(t, stale)).status).toBe('released');
  });

  it('refuses a reschedule after the cut-off, to a time not offered, to a time taken, or of a cancelled session', async () => {
    const intro = await consultation(t, admin, 'Quick Call', '0');
    const [customer, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const soon = await booked(customer, intro.id, await firstSlot(visitor, intro.id, hoursFromNow(3)));
    const late = await reschedule(customer, soon.id, {
      startsAt: await firstSlot(visitor, intro.id, hoursFromNow(48)),
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'This session starts in less than 24 hours: it can no longer be moved. Please contact us.',
    );
    expect(soon).toMatchObject({ canReschedule: false, refundOnCancel: false });
    // a free call is one at a time: that one is given up (a cancel is allowed after the cut-off)
    await customer.post(`/api/bookings/${soon.id}/cancel`).expect(200);

    const call = await booked(customer, intro.id, await firstSlot(visitor, intro.id, hoursFromNow(48)));
    const taken = await booked(other, intro.id, await firstSlot(visitor, intro.id, hoursFromNow(96)));
    const clash = await reschedule(customer, call.id, { startsAt: taken.startsAt }).expect(409);
    expect(clash.body.message).toBe('This time was just taken. Please choose another.');
    const offStep = new Date(Date.parse(call.startsAt) + 24 * HOUR + 7 * 60_000).toISOString();
    const odd = await reschedule(customer, call.id, { startsAt: offStep }).expect(400);
    expect(odd.body.message).toBe('This time is not available. Please choose another.');
    const zone = await reschedule(customer, call.id, { startsAt: taken.startsAt, timeZone: 'Nowhere/Land' }).expect(
      400,
    );
    expect(zone.body.message).toBe('"Nowhere/Land" is not a time zone. Please choose one such as Europe/Berlin.');

    await customer.post(`/api/bookings/${call.id}/cancel`).expect(200);
    const gone = await reschedule(customer, call.id, {
      startsAt: await firstSlot(visitor, intro.id, hoursFromNow(120)),
    });
    expect([gone.status, gone.body.message]).toEqual([409, 'Only a booked session can be changed.']);
    expect((await bookingRow(t, call.id)).sequence).toBe(1);
  });

  it('lets the owner move a session to any future free time with a message, outside the hours too', async () => {
    await openAroundTheClock(t, {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    });
    const intro = await consultation(t, admin, 'Owner Moves', '0');
    const customer = await signedIn(t);
    const call = await booked(customer, intro.id, await firstSlot(visitor, intro.id, hoursFromNow(48)));
    const evening = `${addDays(call.startsAt.slice(0, 10), 1)}T21:10:00.000Z`;

    const res = await admin
      .post(`/api/admin/bookings/${call.id}/move`, { startsAt: evening, message: 'I have to travel that day.' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: call.id,
      title: 'Owner Moves',
      status: 'confirmed',
      startsAt: evening,
      endsAt: new Date(Date.parse(evening) + HOUR).toISOString(),
      customer: { id: expect.any(Number), email: expect.stringContaining('@') },
      priceCents: 0,
      orderId: null,
    });
    expect(await movedMail(t, call.id, 1)).toMatchObject({ message: 'I have to travel that day.' });
    // not into the past, nor over another booking
    const past = await admin.post(`/api/admin/bookings/${call.id}/move`, { startsAt: hoursFromNow(-1).toISOString() });
    expect([past.status, past.body.message]).toEqual([400, 'This time is not available. Please choose another.']);
    const other = await booked(await signedIn(t), intro.id, await firstSlot(visitor, intro.id, hoursFromNow(96)));
    const clash = await admin.post(`/api/admin/bookings/${call.id}/move`, { startsAt: other.startsAt });
    expect([clash.status, clash.body.message]).toEqual([409, 'This time was just taken. Please choose another.']);
    const missing = await admin.post('/api/admin/bookings/999999/move', { startsAt: evening });
    expect([missing.status, missing.body.message]).toEqual([404, 'This booking no longer exists.']);

    // a session of a consultation taken off sale since keeps its length, and the owner can still move it
    await admin.post(`/api/products/${intro.id}/archive`).expect(200);
    const nextEvening = `${addDays(call.startsAt.slice(0, 10), 2)}T21:10:00.000Z`;
    const archived = await admin.post(`/api/admin/bookings/${call.id}/move`, { startsAt: nextEvening }).expect(200);
    expect(archived.body).toMatchObject({
      startsAt: nextEvening,
      endsAt: new Date(Date.parse(nextEvening) + HOUR).toISOString(),
    });
  });

  it('lets the owner cancel with a message: a paid session refunded in full, a free one not', async () => {
    const session = await consultation(t, admin, 'Paid Session', '75');
    const intro = await consultation(t, admin, 'Free Call', '0');
    const customer = await signedIn(t);
    // within the customer's cut-off: the owner's cancel refunds all the same
    const hold = await paidWithTestCard(
      customer,
      session.id,
      await firstSlot(visitor, session.id, hoursFromNow(3)),
      75,
    );
    const orderId = (await bookingRow(t, hold.id)).orderId!;

    const res = await admin.post(`/api/admin/bookings/${hold.id}/cancel`, { message: 'I am ill, sorry.' }).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', cancelMessage: 'I am ill, sorry.' });
    expect(await refundsOf(t, orderId)).toEqual([
      { source: 'owner', requestedBy: expect.any(Number), amountCents: 7500, status: 'succeeded' },
    ]);
    expect(await cancelMailRefund(t, hold.id)).toBe('full');
    const mine = (await customer.get(`/api/bookings/${hold.id}`).expect(200)).body as BookingBody;
    expect(mine).toMatchObject({ status: 'cancelled', cancelMessage: 'I am ill, sorry.', location: null });

    const call = await booked(customer, intro.id, await firstSlot(visitor, intro.id, hoursFromNow(48)));
    await admin.post(`/api/admin/bookings/${call.id}/cancel`, {}).expect(200);
    expect(await cancelMailRefund(t, call.id)).toBe('none');
    expect((await bookingRow(t, call.id)).cancelledBy).toBe('owner');
    const twice = await admin.post(`/api/admin/bookings/${call.id}/cancel`, {}).expect(409);
    expect(twice.body.message).toBe('Only a booked session can be changed.');
    await admin.post('/api/admin/bookings/999999/cancel', {}).expect(404);
  });

  it("lists the owner's days in the owner's time zone: confirmed and cancelled sessions, not holds", async () => {
    await openAroundTheClock(t, { timeZone: 'Asia/Tokyo' });
    const intro = await consultation(t, admin, 'Tokyo Call', '0');
    const paid = await consultation(t, admin, 'Tokyo Session', '50');
    const day = new Date(Date.now() + 72 * HOUR).toISOString().slice(0, 10);
    // 22:30 in Tokyo on `day`, and 00:00 and 01:00 of the next day there
    const lateEvening = `${day}T13:30:00.000Z`;
    const midnight = `${day}T15:00:00.000Z`;
    const night = `${day}T16:00:00.000Z`;
    const [a, b, c] = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    const first = await booked(a, intro.id, lateEvening);
    const second = await booked(b, intro.id, night);
    await b.post(`/api/bookings/${second.id}/cancel`).expect(200);
    await book(c, paid.id, midnight).expect(201);

    const res = await admin.get(`/api/admin/bookings?from=${day}&to=${addDays(day, 1)}`).expect(200);
    expect(res.body.timeZone).toBe('Asia/Tokyo');
    expect(
      res.body.days.map((d: { day: string; bookings: { id: number; status: string }[] }) => [
        d.day,
        d.bookings.map((x) => [x.id, x.status]),
      ]),
    ).toEqual([
      [day, [[first.id, 'confirmed']]],
      [addDays(day, 1), [[second.id, 'cancelled']]],
    ]);
    const long = await admin.get(`/api/admin/bookings?from=${day}&to=${addDays(day, 62)}`).expect(400);
    expect(long.body.message).toBe('Please choose at most 62 days, the last one not before the first.');
    await admin.get(`/api/admin/bookings?from=${addDays(day, 1)}&to=${day}`).expect(400);
    const bad = await admin.get(`/api/admin/bookings?from=tomorrow&to=${day}`).expect(400);
    expect(bad.body.message).toContain('from must be a date (YYYY-MM-DD)');
  });

  it("shows and changes a customer's own bookings only, and the owner's routes to admins only", async () => {
    const intro = await consultation(t, admin, 'Private Call', '0');
    const [owner, stranger] = await Promise.all([signedIn(t), signedIn(t)]);
    const call = await booked(owner, intro.id, await firstSlot(visitor, intro.id, hoursFromNow(48)));
    // midday, so that half an hour later is offered too (a session may not run past midnight)
    const later = await firstSlot(visitor, intro.id, middayInDays(3));
    for (const res of [
      await stranger.get(`/api/bookings/${call.id}`),
      await stranger.post(`/api/bookings/${call.id}/reschedule`, { startsAt: later }),
      await stranger.post(`/api/bookings/${call.id}/cancel`),
    ])
      expect([res.status, res.body.message]).toEqual([404, 'This booking no longer exists.']);
    expect((await stranger.get('/api/bookings/mine').expect(200)).body).toEqual([]);
    expect((await bookingRow(t, call.id)).status).toBe('confirmed');
    expect(await bookingMails(t, call.id)).toHaveLength(2);

    await owner.get('/api/admin/bookings?from=2026-01-01&to=2026-01-02').expect(403);
    await owner.post(`/api/admin/bookings/${call.id}/cancel`, {}).expect(403);
    await owner.post(`/api/admin/bookings/${call.id}/move`, { startsAt: later }).expect(403);
    await visitor.get('/api/bookings/mine').expect(401);
    await visitor.get(`/api/bookings/${call.id}`).expect(401);
  });
});
