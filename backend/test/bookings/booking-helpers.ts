import { checkout, createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn, type TestClient } from '../support/client';
import {
  emptyBookings,
  forgetBookingMails,
  resetAlertAddressAfterSuite,
  resetShop,
  setAvailability,
  setAlertAddress,
  setConsultation,
  type AvailabilitySpec,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// What the lifecycle specs share: a consultation on sale, the owner open around the clock (UTC),
// the times offered, a booking, and what the database says of it.

const HOUR = 60 * 60 * 1000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

export interface BookingBody {
  id: number;
  status: string;
  startsAt: string;
  endsAt: string;
  holdExpiresAt: string | null;
  orderId: number | null;
  priceCents: number;
  cutoffAt: string;
  canReschedule: boolean;
  refundOnCancel: boolean;
  refunded: boolean;
  cancelledBy: string | null;
  cancelMessage: string | null;
  location: string | null;
  customerTimeZone: string;
}

// No bookings nor mails about them; every day 00:00–24:00 UTC, sessions every 30 minutes from an hour ahead, cancel or
// move up to 24 hours before (`rules` changes any of it).
export async function openAroundTheClock(t: TestApp, rules: AvailabilitySpec = {}): Promise<void> {
  await emptyBookings(t);
  await forgetBookingMails(t);
  await setAvailability(t, {
    timeZone: 'UTC',
    minNoticeMinutes: 60,
    horizonDays: 30,
    slotStepMinutes: 30,
    cancelCutoffMinutes: 24 * 60,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    overrides: [],
    ...rules,
  });
}

export interface BookingsSuite {
  t: TestApp;
  admin: TestClient;
  // an anonymous visitor (the public picker)
  visitor: TestClient;
}

// A suite's app (the offline payment provider): an empty shop, a signed-in admin and a visitor,
// the owner open around the clock again before each test; closed after the suite.
export function bookingsSuite(): BookingsSuite {
  const suite = {} as BookingsSuite;
  resetAlertAddressAfterSuite();
  beforeAll(async () => {
    suite.t = await createTestApp();
    await resetShop(suite.t);
    // the owner's mails are queued whichever admin accounts earlier suites left
    await setAlertAddress(suite.t, 'owner@example.com');
    suite.admin = await signedIn(suite.t, 'admin');
    suite.visitor = await newClient(suite.t);
  });
  afterAll(() => suite.t.close());
  beforeEach(() => openAroundTheClock(suite.t));
  return suite;
}

// A consultation product made through the owner's API, an hour long at the coach's meeting link.
export async function consultation(t: TestApp, admin: TestClient, title: string, price: string) {
  const product = await createProduct(admin, { title, price, type: 'consultation', duration: '60 min' });
  await setConsultation(t, product.id, 60);
  return product;
}

// the times offered in [from, to) (the public picker's list)
export async function offered(client: TestClient, productId: number, from: Date, to: Date): Promise<string[]> {
  const res = await client
    .get(`/api/bookings/slots?productId=${productId}&from=${from.toISOString()}&to=${to.toISOString()}`)
    .expect(200);
  return (res.body.slots as { startsAt: string }[]).map((s) => s.startsAt);
}

// the first time offered in the day from `from`
export async function firstSlot(client: TestClient, productId: number, from: Date): Promise<string> {
  const [first] = await offered(client, productId, from, new Date(from.getTime() + 24 * HOUR));
  if (!first) throw new Error(`no time offered from ${from.toISOString()}`);
  return first;
}

export async function isOffered(client: TestClient, productId: number, startsAt: string): Promise<boolean> {
  const at = new Date(startsAt);
  return (await offered(client, productId, at, new Date(at.getTime() + 60_000))).includes(startsAt);
}

export const book = (client: TestClient, productId: number, startsAt: string, timeZone = 'Europe/Berlin') =>
  client.post('/api/bookings', { productId, startsAt, timeZone });

export async function booked(client: TestClient, productId: number, startsAt: string): Promise<BookingBody> {
  return (await book(client, productId, startsAt).expect(201)).body as BookingBody;
}

// The customer's hold of `startsAt` checked out and paid (`dollars`) with the offline provider's test card
export async function paidWithTestCard(
  client: TestClient,
  productId: number,
  startsAt: string,
  dollars: number,
): Promise<BookingBody> {
  const hold = await booked(client, productId, startsAt);
  const { clientSecret } = await checkout(client, [productId], dollars);
  const paid = await client
    .post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' })
    .expect(200);
  expect(paid.body.status).toBe('succeeded');
  return hold;
}

export interface BookingState {
  status: string;
  orderId: number | null;
  orderItemId: number | null;
  holdExpiresAt: Date | null;
  cancelledBy: string | null;
  sequence: number;
  uid: string;
}

export async function bookingRow(t: TestApp, id: number): Promise<BookingState> {
  const [row] = await t.dataSource.query(
    `SELECT status, order_id AS "orderId", order_item_id AS "orderItemId", hold_expires_at AS "holdExpiresAt",
            cancelled_by AS "cancelledBy", sequence, uid FROM bookings WHERE id = $1`,
    [id],
  );
  return row as BookingState;
}

// the mails queued about a booking: kind and recipient, by subject key
export async function bookingMails(t: TestApp, id: number): Promise<{ kind: string; subject: string }[]> {
  return t.dataSource.query(
    `SELECT kind, subject_key AS subject FROM mail_outbox WHERE subject_key LIKE $1 ORDER BY id`,
    [`booking:${id}:%`],
  );
}

// whether the customer's "cancelled" mail says their money comes back ('full') or not ('none')
export async function cancelMailRefund(t: TestApp, id: number): Promise<string> {
  const [row] = await t.dataSource.query(
    `SELECT payload->>'refund' AS refund FROM mail_outbox
     WHERE subject_key = $1 AND kind = 'booking-cancelled' AND payload->>'role' = 'customer'`,
    [`booking:${id}:cancelled`],
  );
  return (row as { refund: string }).refund;
}

// the refunds of an order: where each came from and who asked
export const refundsOf = (t: TestApp, orderId: number) =>
  t.dataSource.query(
    `SELECT source, requested_by AS "requestedBy", amount_cents AS "amountCents", status FROM refunds
     WHERE order_id = $1 ORDER BY id`,
    [orderId],
  ) as Promise<{ source: string; requestedBy: number | null; amountCents: number; status: string }[]>;

export const idOf = async (client: TestClient) => (await client.get('/api/auth/user').expect(200)).body.id as number;

// the payload of the moved mail to the customer for this sequence of the booking
export async function movedMail(t: TestApp, id: number, sequence: number) {
  const [row] = await t.dataSource.query(
    `SELECT payload FROM mail_outbox WHERE subject_key = $1 AND kind = 'booking-moved' AND payload->>'role' = 'customer'`,
    [`booking:${id}:moved:${sequence}`],
  );
  return (row as { payload: { message: string | null; sequence: number } } | undefined)?.payload;
}
