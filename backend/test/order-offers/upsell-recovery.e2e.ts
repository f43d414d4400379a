import { listOrders } from '../commerce/commerce-helpers';
import { userIdOf } from '../courses/course-helpers';
import { mailedOnce, mailTo } from '../memberships/membership-helpers';
import { deliver, stripeMembershipsSuite, stripeReplicas } from '../memberships/stripe-helpers';
import type { TestClient } from '../support/client';
import { killedAt } from '../support/replica-process';
import { CheckoutExpiryService } from '../../src/modules/commerce/checkout/checkout-expiry.service';
import { OrderSettlementService } from '../../src/modules/commerce/orders/order-settlement.service';
import { myOrder, paidWithUpsell, upsellIntentsOf, upsellKeysAsked, upsellOffers } from './offer-helpers';

// An upsell whose off-session charge Stripe made while its answer never reached us: the replica
// that asked it killed (SIGKILL) after Stripe charged and before its answer came, or the answer lost
// on the way. The upsell's order was stored (pending, not shown as a purchase) before the charge,
// so Stripe's webhook, the buyer's next click or the expiry sweep settles exactly that order, with
// the one charge, and its receipt is mailed once.
describe('an upsell charged by Stripe whose answer never reached us', () => {
  const suite = stripeMembershipsSuite();
  const startReplica = stripeReplicas(suite);
  const intentsOf = (orderId: number) => upsellIntentsOf(suite, orderId);
  const keysAsked = (orderId: number) => upsellKeysAsked(suite, orderId);

  // its "Yes, add it" told to a replica killed once Stripe has made the off-session charge: the
  // charge Stripe made
  async function chargedThenKilled(tag: string) {
    const { buyer, orderId, upsellProduct } = await paidWithUpsell(suite, tag);
    const command = { upsell: { userId: await userIdOf(buyer.client), orderId } };
    const replica = await startReplica();
    await killedAt(
      suite.fake,
      replica,
      command,
      (c) => c.idempotencyKey?.startsWith(`upsell-of-order-${orderId}:`) ?? false,
    );
    const [charge, ...more] = intentsOf(orderId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ status: 'succeeded', amount: 5900 });
    // charged, and nothing bought yet as the buyer sees it
    expect((await listOrders(buyer.client)).map((o) => o.id)).toEqual([orderId]);
    return { buyer, orderId, charge, upsellProduct };
  }

  // the buyer's orders now: the upsell's (paid, its product) over the first
  async function upsellBought(client: TestClient, orderId: number, productId: number): Promise<number> {
    const orders = await listOrders(client);
    expect(orders.map((o) => [o.id === orderId ? 'first' : 'upsell', o.status])).toEqual([
      ['upsell', 'completed'],
      ['first', 'completed'],
    ]);
    const upsell = await myOrder(client, orders[0].id);
    expect(upsell).toMatchObject({ totalAmount: '$59', items: [expect.objectContaining({ productId })] });
    expect(await upsellOffers(client)).toEqual([]);
    return upsell.id;
  }

  it("the charge's webhook completes the order stored before it, once, whatever comes after", async () => {
    const { buyer, orderId, charge, upsellProduct } = await chargedThenKilled('Crash Webhook');
    const events = suite.fake.billing.events.filter((e) => e.data?.object?.id === charge.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
    await deliver(suite.t, events, 3);
    const upsellId = await upsellBought(buyer.client, orderId, upsellProduct.id);

    // the buyer clicks again: the same order, nothing asked of Stripe again
    const again = await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(200);
    expect(again.body.order).toMatchObject({ id: upsellId, status: 'completed' });
    expect(keysAsked(orderId)).toHaveLength(1);
    expect(intentsOf(orderId)).toHaveLength(1);
    await mailTo(suite.smtp, buyer.email, `Your order #${upsellId} is confirmed`);
    await mailedOnce(suite, buyer.email, `Your order #${upsellId} is confirmed`);
  });

  it('the next clicks, all at once, ask the same charge again and complete the one order', async () => {
    const { buyer, orderId, charge, upsellProduct } = await chargedThenKilled('Crash Retry');
    const answers = await Promise.all([1, 2, 3].map(() => buyer.client.post(`/api/upsell-offers/${orderId}/accept`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const upsellId = await upsellBought(buyer.client, orderId, upsellProduct.id);
    expect(answers.map((a) => a.body.order.id)).toEqual([upsellId, upsellId, upsellId]);
    // each asked under the one key: Stripe answered the charge it had made
    const keys = keysAsked(orderId);
    expect(new Set(keys)).toEqual(new Set([`upsell-of-order-${orderId}:${upsellId}`]));
    expect(intentsOf(orderId).map((i) => i.id)).toEqual([charge.id]);
    // Stripe's webhook, late, changes nothing
    await deliver(
      suite.t,
      suite.fake.billing.events.filter((e) => e.data?.object?.id === charge.id),
      2,
    );
    expect((await listOrders(buyer.client)).map((o) => o.id)).toEqual([upsellId, orderId]);
    await mailTo(suite.smtp, buyer.email, `Your order #${upsellId} is confirmed`);
    await mailedOnce(suite, buyer.email, `Your order #${upsellId} is confirmed`);
  });

  const sweep = (minutes: number) =>
    suite.t.app.get(CheckoutExpiryService).expireUnpaid(new Date(Date.now() + minutes * 60_000));
  const listed = () => suite.fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/payment_intents');

  it('an answer lost and never asked again: the expiry sweep finds the charge Stripe made, and completes it', async () => {
    const { buyer, orderId, upsellProduct } = await paidWithUpsell(suite, 'Lost Swept');
    suite.fake.loseIntentAnswers = 3;
    await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(502);
    suite.fake.loseIntentAnswers = 0;
    // the buyer leaves; no webhook comes (e.g. none set up). Within its 30 minutes it waits…
    await sweep(29);
    expect((await listOrders(buyer.client)).map((o) => o.id)).toEqual([orderId]);
    // …then the sweep looks for the charge (the customer's payments), without asking it again
    const looks = listed().length;
    await sweep(31);
    expect(listed().length).toBe(looks + 1);
    const upsellId = await upsellBought(buyer.client, orderId, upsellProduct.id);
    expect(keysAsked(orderId)).toEqual(Array(3).fill(`upsell-of-order-${orderId}:${upsellId}`));
    expect(intentsOf(orderId)).toHaveLength(1);
    // once: the next sweep has nothing to look for
    await sweep(31);
    expect(listed().length).toBe(looks + 1);
    await mailTo(suite.smtp, buyer.email, `Your order #${upsellId} is confirmed`);
    await mailedOnce(suite, buyer.email, `Your order #${upsellId} is confirmed`);
  });

  it("a click asks the charge again late in its order's time: the sweep then leaves it to that charge", async () => {
    const { buyer, orderId } = await paidWithUpsell(suite, 'Asked Late');
    suite.fake.failNext = 1;
    await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(502);
    const expiry = async () =>
      (
        (await suite.t.dataSource.query(
          'SELECT id, status, expires_at AS "expiresAt" FROM orders WHERE upsell_of_order_id = $1',
          [orderId],
        )) as { id: number; status: string; expiresAt: Date }[]
      )[0];
    const before = await expiry();
    // asked again (refused again before Stripe): its order's time starts over from this click
    suite.fake.failNext = 1;
    await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(502);
    const after = await expiry();
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
    // a sweep that found no charge fails it only if it is still past its time as it does
    const settlement = suite.t.app.get(OrderSettlementService);
    await settlement.failUnstarted(after.id, new Date(after.expiresAt.getTime() - 1));
    expect((await expiry()).status).toBe('pending');
    await settlement.failUnstarted(after.id, after.expiresAt);
    expect((await expiry()).status).toBe('failed');
    expect(intentsOf(orderId)).toEqual([]);
  });

  it('a charge that never reached Stripe is not made by the sweep: its order fails, nothing charged', async () => {
    const { buyer, orderId } = await paidWithUpsell(suite, 'Never Asked');
    // refused before Stripe made anything (the SDK does not ask again)
    suite.fake.failNext = 1;
    await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(502);
    // the buyer says No thanks meanwhile; the sweep must not charge what Stripe never had
    await buyer.client.post(`/api/upsell-offers/${orderId}/decline`).expect(204);
    await sweep(31);
    expect(intentsOf(orderId)).toEqual([]);
    expect(keysAsked(orderId)).toHaveLength(1);
    expect((await listOrders(buyer.client)).map((o) => o.id)).toEqual([orderId]);
    const stored = await suite.t.dataSource.query(
      'SELECT status, stock_held AS "stockHeld" FROM orders WHERE upsell_of_order_id = $1',
      [orderId],
    );
    expect(stored).toEqual([{ status: 'failed', stockHeld: false }]);
    expect(await upsellOffers(buyer.client)).toEqual([]);
  });
});
