import { BookingsService } from '../../src/modules/bookings/bookings.service';
import { signedIn, type TestClient } from '../support/client';
import { createProduct } from '../commerce/commerce-helpers';
import { makeBooking, makeConsultationOrder, markOrderCancelled } from '../support/factories';
import type { TestApp } from '../support/test-app';
import {
  book,
  booked,
  bookingMails,
  bookingRow,
  bookingsSuite,
  consultation,
  firstSlot,
  hoursFromNow,
  isOffered,
} from './booking-helpers';

const MINUTE = 60 * 1000;

// Holding a time: of many customers who choose it at once exactly one gets it (the exclusion
// constraint decides, the others are told it was just taken); a hold runs out and frees its time
// (the expiry job, and a new hold of an overlapping time, release it); one hold per customer and
// product; a free session is confirmed at once; times not offered and unknown zones are refused.
describe('holding a time (POST /api/bookings)', () => {
  const suite = bookingsSuite();
  let t: TestApp;
  let admin: TestClient;
  let anon: TestClient;
  beforeAll(() => ({ t, admin, visitor: anon } = suite));

  const heldRows = async (productId: number) =>
    (await t.dataSource.query(`SELECT id FROM bookings WHERE product_id = $1 AND status = 'held'`, [productId])) as {
      id: number;
    }[];

  it('gives one time chosen by 20 customers at once to exactly one of them', async () => {
    const session = await consultation(t, admin, 'Strategy Session', '150');
    const startsAt = await firstSlot(anon, session.id, hoursFromNow(48));
    const customers = await Promise.all(Array.from({ length: 20 }, () => signedIn(t)));

    const answers = await Promise.all(customers.map((c) => book(c, session.id, startsAt)));

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body).toMatchObject({ statusCode: 409, message: 'This time was just taken. Please choose another.' });
    const won = answers.find((a) => a.status === 201)!.body;
    expect(won).toMatchObject({ status: 'held', startsAt, productId: session.id, priceCents: 15000, orderId: null });
    expect(await heldRows(session.id)).toEqual([{ id: won.id }]);
    expect(await isOffered(anon, session.id, startsAt)).toBe(false);
  });

  it('holds a paid time for the checkout window, then the expiry job releases it and offers it again', async () => {
    const session = await consultation(t, admin, 'Coaching Hour', '90');
    const startsAt = await firstSlot(anon, session.id, hoursFromNow(30));
    const customer = await signedIn(t);
    const before = Date.now();
    const hold = await booked(customer, session.id, startsAt);
    const expires = Date.parse(hold.holdExpiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
    expect(hold).toMatchObject({ status: 'held', location: null, customerTimeZone: 'Europe/Berlin' });
    expect(await bookingMails(t, hold.id)).toEqual([]);

    const expiry = t.app.get(BookingsService);
    expect(await expiry.releaseExpiredHolds(new Date(expires - 1000))).toBe(0);
    expect((await bookingRow(t, hold.id)).status).toBe('held');
    expect(await expiry.releaseExpiredHolds(new Date(expires + 1000))).toBe(1);
    expect((await bookingRow(t, hold.id)).status).toBe('released');
    // run again (another replica, the next minute): nothing more to do
    expect(await expiry.releaseExpiredHolds(new Date(expires + 2000))).toBe(0);
    expect(await isOffered(anon, session.id, startsAt)).toBe(true);
  });

  it('offers a time whose hold ran out before the job came, and a new hold of it releases the old one', async () => {
    const session = await consultation(t, admin, 'Deep Dive', '120');
    const startsAt = await firstSlot(anon, session.id, hoursFromNow(30));
    const [first, second] = await Promise.all([signedIn(t), signedIn(t)]);
    const firstId = (await first.get('/api/auth/user').expect(200)).body.id as number;
    const stale = await makeBooking(t, {
      productId: session.id,
      userId: firstId,
      startsAt,
      minutes: 60,
      status: 'held',
      holdExpiresAt: new Date(Date.now() - MINUTE).toISOString(),
    });
    expect(await isOffered(anon, session.id, startsAt)).toBe(true);

    const hold = await booked(second, session.id, startsAt);
    expect((await bookingRow(t, stale)).status).toBe('released');
    expect((await bookingRow(t, hold.id)).status).toBe('held');
  });

  it('releases a hold left in a checkout that ended without letting it go', async () => {
    const session = await consultation(t, admin, 'Ended Checkout', '90');
    const startsAt = await firstSlot(anon, session.id, hoursFromNow(30));
    const customer = await signedIn(t);
    const userId = (await customer.get('/api/auth/user').expect(200)).body.id as number;
    // a time chosen again while its checkout was being closed: in that order's item, no expiry of its own
    const { orderId, orderItemId } = await makeConsultationOrder(t, userId, session.id);
    await markOrderCancelled(t, orderId);
    const left = await makeBooking(t, {
      productId: session.id,
      userId,
      startsAt,
      minutes: 60,
      status: 'held',
      orderId,
      orderItemId,
    });
    expect(await isOffered(anon, session.id, startsAt)).toBe(false);

    expect(await t.app.get(BookingsService).releaseExpiredHolds(new Date())).toBe(1);
    expect((await bookingRow(t, left)).status).toBe('released');
    expect(await isOffered(anon, session.id, startsAt)).toBe(true);
  });

  it('keeps one hold per customer and product: choosing again gives up the earlier time', async () => {
    const session = await consultation(t, admin, 'Mentoring', '80');
    const customer = await signedIn(t);
    const early = await firstSlot(anon, session.id, hoursFromNow(30));
    const later = await firstSlot(anon, session.id, hoursFromNow(40));
    const first = await booked(customer, session.id, early);
    // the same time again: their own hold does not stand in the way
    const again = await booked(customer, session.id, early);
    const moved = await booked(customer, session.id, later);

    expect((await bookingRow(t, first.id)).status).toBe('released');
    expect((await bookingRow(t, again.id)).status).toBe('released');
    expect(await heldRows(session.id)).toEqual([{ id: moved.id }]);
    expect(await isOffered(anon, session.id, early)).toBe(true);
  });

  it('confirms a free session at once and queues its mails to the customer and the owner', async () => {
    const intro = await consultation(t, admin, 'Introductory Call', '0');
    const startsAt = await firstSlot(anon, intro.id, hoursFromNow(30));
    const customer = await signedIn(t);
    const call = await booked(customer, intro.id, startsAt);
    expect(call).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      orderId: null,
      priceCents: 0,
      location: 'https://meet.example/coach',
      canReschedule: true,
      refundOnCancel: false,
    });
    expect(await bookingMails(t, call.id)).toEqual([
      { kind: 'booking-confirmed', subject: `booking:${call.id}:confirmed` },
      { kind: 'booking-confirmed-owner', subject: `booking:${call.id}:confirmed` },
    ]);
    expect((await customer.get('/api/bookings/mine').expect(200)).body).toEqual([call]);

    // one free call at a time per customer, even asked twice at once: the owner's calendar stays theirs
    const later = await firstSlot(anon, intro.id, hoursFromNow(60));
    const evenLater = await firstSlot(anon, intro.id, hoursFromNow(90));
    const again = await Promise.all([book(customer, intro.id, later), book(customer, intro.id, evenLater)]);
    expect(again.map((r) => [r.status, r.body.message])).toEqual([
      [409, 'You already have this call booked. You can move it from your account.'],
      [409, 'You already have this call booked. You can move it from your account.'],
    ]);
    await customer.post(`/api/bookings/${call.id}/cancel`).expect(200);
    const [first, second] = await Promise.all([book(customer, intro.id, later), book(customer, intro.id, evenLater)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
  });

  it('refuses a time not offered, a consultation without settings and an unknown time zone', async () => {
    const session = await consultation(t, admin, 'Session', '50');
    const customer = await signedIn(t);
    const offered = await firstSlot(anon, session.id, hoursFromNow(30));
    const offStep = new Date(Date.parse(offered) + 10 * MINUTE).toISOString();
    const tooSoon = new Date(Math.ceil(Date.now() / (30 * MINUTE)) * 30 * MINUTE).toISOString();
    for (const at of [offStep, tooSoon]) {
      const res = await book(customer, session.id, at).expect(400);
      expect(res.body.message).toBe('This time is not available. Please choose another.');
    }
    const zone = await book(customer, session.id, offered, 'Mars/Olympus').expect(400);
    expect(zone.body.message).toBe('"Mars/Olympus" is not a time zone. Please choose one such as Europe/Berlin.');
    // a consultation the owner has not given a length and place yet
    const unset = await createProduct(admin, { title: 'Unset', price: '50', type: 'consultation' });
    const notYet = await book(customer, unset.id, offered).expect(404);
    expect(notYet.body.message).toBe('This session cannot be booked yet.');
    expect(await heldRows(session.id)).toEqual([]);
  });
});
