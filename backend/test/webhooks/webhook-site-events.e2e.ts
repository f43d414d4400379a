// Issue 51, outbound webhooks: the site's own changes write their deliveries (order paid and
// shipped; a booking made, moved and cancelled), each with the data the README names; the
// endpoints of other events get none.
import { booked, bookingsSuite, consultation, firstSlot, hoursFromNow } from '../bookings/booking-helpers';
import { createProduct, paidOrder, startStripeShop } from '../commerce/commerce-helpers';
import { signedIn } from '../support/client';
import type { TestApp } from '../support/test-app';
import { makeEndpoint, noEndpoints, Receiver } from './webhook-helpers';

const SHIP_TO = {
  name: 'Ada Lovelace',
  line1: '12 Market Street',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'United States',
};

// what was written for the endpoint, oldest first: each event's type and data
const written = async (t: TestApp, endpointId: number) =>
  (
    (await t.dataSource.query('SELECT event_type, payload FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id', [
      endpointId,
    ])) as { event_type: string; payload: { type: string; data: Record<string, unknown> } }[]
  ).map((r) => {
    expect(r.payload.type).toBe(r.event_type);
    return [r.event_type, r.payload.data] as const;
  });

describe('the site’s events as webhooks: bookings', () => {
  const suite = bookingsSuite();
  const receiver = new Receiver();
  beforeAll(async () => {
    await receiver.start();
    await noEndpoints(suite.t);
  });
  // (the suite's app closes in its own afterAll: the endpoints are removed by the test)
  afterAll(() => receiver.close());

  it('writes booking.moved and booking.cancelled, once each, for the endpoints that take them', async () => {
    const { t, admin, visitor } = suite;
    const bookings = await makeEndpoint(admin, receiver.url, ['booking.moved', 'booking.cancelled']);
    const orders = await makeEndpoint(admin, receiver.url, ['order.paid']);
    const intro = await consultation(t, admin, 'Webhook Call', '0');
    const customer = await signedIn(t);
    const call = await booked(customer, intro.id, await firstSlot(visitor, intro.id, hoursFromNow(48)));
    const later = await firstSlot(visitor, intro.id, hoursFromNow(96));
    await customer.post(`/api/bookings/${call.id}/reschedule`, { startsAt: later }).expect(200);
    await admin.post(`/api/admin/bookings/${call.id}/cancel`, { message: 'Travelling.' }).expect(200);

    const endsAt = new Date(Date.parse(later) + 60 * 60_000).toISOString();
    expect(await written(t, bookings.id)).toEqual([
      ['booking.moved', { bookingId: call.id, startsAt: later, endsAt, movedBy: 'customer' }],
      ['booking.cancelled', { bookingId: call.id, cancelledBy: 'owner', refunded: false }],
    ]);
    expect(await written(t, orders.id)).toEqual([]);
    await noEndpoints(t);
  });
});

describe('the site’s events as webhooks: orders', () => {
  it('writes order.paid and order.shipped for a shipped order', async () => {
    const shop = await startStripeShop();
    const receiver = new Receiver();
    await receiver.start();
    try {
      await noEndpoints(shop.t);
      const endpoint = await makeEndpoint(shop.admin, receiver.url, ['order.paid', 'order.shipped']);
      const mug = await createProduct(shop.admin, {
        title: 'Webhook Mug',
        type: 'physical',
        price: '12',
        inventory: 5,
        requiresShipping: true,
      });
      const buyer = await signedIn(shop.t);
      const buyerId = (await buyer.get('/api/auth/user').expect(200)).body.id as number;
      const { orderId } = await paidOrder(shop, buyer, [mug.id], 12, { shippingAddress: SHIP_TO });
      await shop.admin
        .post(`/api/admin/orders/${orderId}/shipment`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })
        .expect(200);

      expect(await written(shop.t, endpoint.id)).toEqual([
        ['order.paid', { orderId, userId: buyerId, totalCents: expect.any(Number) }],
        [
          'order.shipped',
          {
            orderId,
            userId: buyerId,
            carrier: 'UPS',
            trackingNumber: '1Z999AA10123456784',
            shippedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
        ],
      ]);
      await noEndpoints(shop.t);
    } finally {
      await Promise.all([shop.close(), receiver.close()]);
    }
  });
});
