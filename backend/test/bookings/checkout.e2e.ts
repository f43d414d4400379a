import { CheckoutExpiryService } from '../../src/modules/commerce/checkout/checkout-expiry.service';
import { BookingsService } from '../../src/modules/bookings/bookings.service';
import { RefundsService } from '../../src/modules/commerce/orders/refunds.service';
import {
  checkout,
  createProduct,
  paidOrder,
  paymentFailed,
  startStripeShop,
  succeeded,
  webhook,
  type StripeShop,
} from '../commerce/commerce-helpers';
import { orderIdOf } from '../support/factories';
import { newClient, signedIn, type TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';
import {
  type BookingBody,
  booked,
  bookingMails,
  bookingsSuite,
  bookingRow,
  cancelMailRefund,
  consultation,
  firstSlot,
  hoursFromNow,
  idOf,
  isOffered,
  openAroundTheClock,
  paidWithTestCard,
  refundsOf,
} from './booking-helpers';

const MINUTE = 60 * 1000;

// A paid consultation through the shop's checkout: the time chosen first is held, the checkout
// attaches it to its order, paying confirms it (and mails), a given-up checkout lets it go after a
// while, a refund cancels it; the customer's own cancel is refunded in full before the cut-off
// and not after it.
describe('a consultation through checkout, with the offline test provider', () => {
  const suite = bookingsSuite();
  let t: TestApp;
  let admin: TestClient;
  let visitor: TestClient;
  beforeAll(() => ({ t, admin, visitor } = suite));

  const pay = (client: TestClient, clientSecret: string) =>
    client.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);
  const mine = async (client: TestClient, id: number) =>
    (await client.get(`/api/bookings/${id}`).expect(200)).body as BookingBody;

  it('holds the chosen time through checkout and confirms it when paid', async () => {
    const session = await consultation(t, admin, 'Strategy Session', '150');
    const customer = await signedIn(t);
    const startsAt = await firstSlot(visitor, session.id, hoursFromNow(48));
    const hold = await booked(customer, session.id, startsAt);

    const { clientSecret } = await checkout(customer, [session.id], 150);
    const attached = await mine(customer, hold.id);
    expect(attached).toMatchObject({ status: 'held', holdExpiresAt: null, orderId: expect.any(Number) });

    expect((await pay(customer, clientSecret)).body.status).toBe('succeeded');
    expect(await mine(customer, hold.id)).toMatchObject({
      status: 'confirmed',
      orderId: attached.orderId,
      priceCents: 15000,
      location: 'https://meet.example/coach',
      canReschedule: true,
      refundOnCancel: true,
      cutoffAt: new Date(Date.parse(startsAt) - 24 * 60 * MINUTE).toISOString(),
    });
    expect(await bookingMails(t, hold.id)).toEqual([
      { kind: 'booking-confirmed', subject: `booking:${hold.id}:confirmed` },
      { kind: 'booking-confirmed-owner', subject: `booking:${hold.id}:confirmed` },
    ]);
    expect((await customer.get('/api/bookings/mine').expect(200)).body.map((b: BookingBody) => b.id)).toEqual([
      hold.id,
    ]);
  });

  it('lets the customer choose another time while the checkout is open: the checkout pays for that one', async () => {
    const session = await consultation(t, admin, 'Second Thoughts', '100');
    const customer = await signedIn(t);
    const first = await booked(customer, session.id, await firstSlot(visitor, session.id, hoursFromNow(48)));
    const { clientSecret } = await checkout(customer, [session.id], 100);
    const orderId = (await bookingRow(t, first.id)).orderId;

    const later = await firstSlot(visitor, session.id, hoursFromNow(72));
    const second = await booked(customer, session.id, later);
    expect(second).toMatchObject({ status: 'held', orderId, holdExpiresAt: null });
    expect((await bookingRow(t, first.id)).status).toBe('released');
    // the same basket goes on with the same checkout
    expect((await checkout(customer, [session.id], 100)).clientSecret).toBe(clientSecret);
    await pay(customer, clientSecret);
    expect(await mine(customer, second.id)).toMatchObject({ status: 'confirmed', startsAt: later, orderId });
    expect(await isOffered(visitor, session.id, first.startsAt)).toBe(true);
  });

  it('refuses a checkout of a consultation without a chosen time, saying so', async () => {
    const session = await consultation(t, admin, 'Coaching Hour', '90');
    const customer = await signedIn(t);
    const res = await customer.post('/api/create-payment-intent', { amount: 90, productIds: [session.id] }).expect(409);
    expect(res.body.message).toBe('Please choose a time for "Coaching Hour" first.');
    // another customer's hold is not theirs to take
    const other = await signedIn(t);
    await booked(other, session.id, await firstSlot(visitor, session.id, hoursFromNow(48)));
    await customer.post('/api/create-payment-intent', { amount: 90, productIds: [session.id] }).expect(409);
  });

  it('lets a given-up checkout go: the hold is detached, taken by the next checkout, then runs out', async () => {
    const session = await consultation(t, admin, 'Deep Dive', '120');
    const workbook = await createProduct(admin, { title: 'Workbook', price: '10' });
    const customer = await signedIn(t);
    const startsAt = await firstSlot(visitor, session.id, hoursFromNow(48));
    const hold = await booked(customer, session.id, startsAt);
    await checkout(customer, [session.id], 120);
    const firstOrder = (await bookingRow(t, hold.id)).orderId;

    // the basket changes: the first checkout is given up, the new one takes the same hold
    await checkout(customer, [session.id, workbook.id], 130);
    const second = await bookingRow(t, hold.id);
    expect(second).toMatchObject({ status: 'held', holdExpiresAt: null });
    expect(second.orderId).not.toBe(firstOrder);

    // that checkout runs out unpaid: the hold is nobody's order for 35 minutes more (a declined card
    // retried on the same payment can succeed that long)
    const before = Date.now();
    await t.app.get(CheckoutExpiryService).expireUnpaid(new Date(Date.now() + 31 * MINUTE));
    const detached = await bookingRow(t, hold.id);
    expect(detached).toMatchObject({ status: 'held', orderId: null, orderItemId: null });
    expect(detached.holdExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + 35 * MINUTE);
    expect(detached.holdExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 35 * MINUTE);
    expect(await isOffered(visitor, session.id, startsAt)).toBe(false);

    await t.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + 36 * MINUTE));
    expect((await bookingRow(t, hold.id)).status).toBe('released');
    expect(await isOffered(visitor, session.id, startsAt)).toBe(true);
    expect(await bookingMails(t, hold.id)).toEqual([]);
  });

  it("cancels the customer's session before the cut-off with a refund in full, of their own asking", async () => {
    const session = await consultation(t, admin, 'Mentoring', '80');
    const customer = await signedIn(t);
    const startsAt = await firstSlot(visitor, session.id, hoursFromNow(48));
    const hold = await paidWithTestCard(customer, session.id, startsAt, 80);
    const orderId = (await mine(customer, hold.id)).orderId!;

    const res = await customer.post(`/api/bookings/${hold.id}/cancel`).expect(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      refundOnCancel: false,
      refunded: true,
    });
    expect(await refundsOf(t, orderId)).toEqual([
      { source: 'customer', requestedBy: await idOf(customer), amountCents: 8000, status: 'succeeded' },
    ]);
    const order = (await customer.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: '$80' });
    expect(await cancelMailRefund(t, hold.id)).toBe('full');
    // the refund's undo found it cancelled already: no second cancel, and the time is free again
    expect((await bookingRow(t, hold.id)).cancelledBy).toBe('customer');
    expect(await isOffered(visitor, session.id, startsAt)).toBe(true);
    expect((await customer.get('/api/bookings/mine').expect(200)).body).toEqual([]);
  });

  it('cancels after the cut-off without a refund, as the booking said beforehand', async () => {
    const session = await consultation(t, admin, 'Late Session', '60');
    const customer = await signedIn(t);
    const startsAt = await firstSlot(visitor, session.id, hoursFromNow(2));
    const hold = await paidWithTestCard(customer, session.id, startsAt, 60);
    const paid = await mine(customer, hold.id);
    expect(paid).toMatchObject({ status: 'confirmed', canReschedule: false, refundOnCancel: false });

    const res = await customer.post(`/api/bookings/${hold.id}/cancel`).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', refunded: false });
    expect(await refundsOf(t, paid.orderId!)).toEqual([]);
    expect((await customer.get(`/api/orders/${paid.orderId}`).expect(200)).body.status).toBe('completed');
    expect(await cancelMailRefund(t, hold.id)).toBe('none');
    const again = await customer.post(`/api/bookings/${hold.id}/cancel`).expect(409);
    expect(again.body.message).toBe('Only a booked session can be changed.');
  });
});

describe('a consultation through checkout, with Stripe (the loopback fake)', () => {
  let shop: StripeShop;
  let visitor: TestClient;

  beforeAll(async () => {
    shop = await startStripeShop();
    visitor = await newClient(shop.t);
  });
  afterAll(() => shop.close());
  beforeEach(() => openAroundTheClock(shop.t));

  it('confirms the held time when Stripe says it is paid, and a refund from the order screen cancels it', async () => {
    const session = await consultation(shop.t, shop.admin, 'Strategy Session', '150');
    const customer = await signedIn(shop.t);
    const startsAt = await firstSlot(visitor, session.id, hoursFromNow(48));
    const hold = await booked(customer, session.id, startsAt);

    const { orderId } = await paidOrder(shop, customer, [session.id], 150);
    expect(await bookingRow(shop.t, hold.id)).toMatchObject({ status: 'confirmed', orderId });

    await shop.admin.post(`/api/admin/orders/${orderId}/refunds`, {}).expect(200);
    expect(await bookingRow(shop.t, hold.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'refund',
      sequence: 1,
    });
    expect(await cancelMailRefund(shop.t, hold.id)).toBe('full');
    expect(await refundsOf(shop.t, orderId)).toEqual([
      { source: 'owner', requestedBy: expect.any(Number), amountCents: 15000, status: 'succeeded' },
    ]);
    expect(await isOffered(visitor, session.id, startsAt)).toBe(true);
  });

  it("refunds the customer's cancel before the cut-off through Stripe", async () => {
    const session = await consultation(shop.t, shop.admin, 'Coaching Hour', '90');
    const customer = await signedIn(shop.t);
    const hold = await booked(customer, session.id, await firstSlot(visitor, session.id, hoursFromNow(72)));
    const { orderId, intentId } = await paidOrder(shop, customer, [session.id], 90);

    await customer.post(`/api/bookings/${hold.id}/cancel`).expect(200);
    const asked = shop.fake.requests.filter(
      (r) => r.path === '/v1/refunds' && r.method === 'POST' && r.form.get('payment_intent') === intentId,
    );
    expect(asked.map((r) => r.form.get('amount'))).toEqual(['9000']);
    expect(await refundsOf(shop.t, orderId)).toEqual([
      { source: 'customer', requestedBy: await idOf(customer), amountCents: 9000, status: 'succeeded' },
    ]);
    expect(await bookingRow(shop.t, hold.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
  });

  it('confirms the session of a declined card retried on the same payment 20 minutes later', async () => {
    const session = await consultation(shop.t, shop.admin, 'Second Try', '70');
    const customer = await signedIn(shop.t);
    const hold = await booked(customer, session.id, await firstSlot(visitor, session.id, hoursFromNow(48)));
    const { intentId } = await checkout(customer, [session.id], 70);
    await webhook(shop.t, paymentFailed(intentId, `evt_declined_${intentId}`)).expect(200);
    expect(await bookingRow(shop.t, hold.id)).toMatchObject({ status: 'held', orderId: null });

    // the job runs 20 minutes on; the card is retried then and goes through
    await shop.t.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + 20 * MINUTE));
    shop.fake.intents.get(intentId)!.status = 'succeeded';
    await webhook(shop.t, succeeded(shop.fake, intentId, `evt_retried_${intentId}`)).expect(200);
    expect(await bookingRow(shop.t, hold.id)).toMatchObject({
      status: 'confirmed',
      orderId: await orderIdOf(shop.t, intentId),
    });
  });

  it("keeps a customer's cancel when Stripe refuses its refund: the failed refund is on the order", async () => {
    const session = await consultation(shop.t, shop.admin, 'Refused Refund', '60');
    const customer = await signedIn(shop.t);
    const hold = await booked(customer, session.id, await firstSlot(visitor, session.id, hoursFromNow(72)));
    const { orderId, intentId } = await paidOrder(shop, customer, [session.id], 60);
    // refunded in Stripe's dashboard already, its webhook not here yet: Stripe refuses another refund
    expect(shop.fake.makeRefund(new URLSearchParams({ payment_intent: intentId }))).toMatchObject({ amount: 6000 });

    const res = await customer.post(`/api/bookings/${hold.id}/cancel`).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', refunded: false });
    expect(await refundsOf(shop.t, orderId)).toEqual([
      { source: 'customer', requestedBy: await idOf(customer), amountCents: 6000, status: 'failed' },
    ]);
    expect(await isOffered(visitor, session.id, hold.startsAt)).toBe(true);
  });

  it("writes a customer's refund down with the cancel: an answer Stripe lost is finished later", async () => {
    const session = await consultation(shop.t, shop.admin, 'Lost Answer', '50');
    const customer = await signedIn(shop.t);
    const hold = await booked(customer, session.id, await firstSlot(visitor, session.id, hoursFromNow(72)));
    const { orderId, intentId } = await paidOrder(shop, customer, [session.id], 50);
    shop.fake.loseRefundAnswers = 10; // the SDK's retries too

    await customer.post(`/api/bookings/${hold.id}/cancel`).expect(200);
    shop.fake.loseRefundAnswers = 0;
    expect(await refundsOf(shop.t, orderId)).toEqual([
      { source: 'customer', requestedBy: await idOf(customer), amountCents: 5000, status: 'pending' },
    ]);
    expect(await shop.t.app.get(RefundsService).finishStalled(new Date(Date.now() + MINUTE))).toBe(1);
    expect((await refundsOf(shop.t, orderId))[0].status).toBe('succeeded');
    // asked again with the same key: Stripe made one refund
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });
});
