import { deliver, FAKE_CARDS, stripeMembershipsSuite } from '../memberships/stripe-helpers';
import { mailsTo, newMember } from '../memberships/membership-helpers';
import type { TestClient } from '../support/client';
import { waitFor } from '../support/smtp-capture';
import { listOrders } from '../commerce/commerce-helpers';
import {
  boughtWithStripe,
  myOrder,
  offeredShop,
  upsellIntentsOf,
  upsellKeysAsked,
  upsellOffers,
} from './offer-helpers';

// Order bump and upsell with Stripe (the official SDK on the loopback fake): a checkout whose
// product has an upsell saves the card to the buyer's customer (setup_future_usage off_session);
// the bump is part of the one payment, the upsell an off-session payment intent of its own, made
// once under one key however many requests race; each refunded on its own payment.
describe('order bump and upsell charged, refunded on their own (Stripe)', () => {
  const suite = stripeMembershipsSuite();
  const fake = () => suite.fake;

  const bought = (client: TestClient, productIds: number[], amount: number, bumps: number[], card: string) =>
    boughtWithStripe(suite, client, { productIds, amount, bumps }, card);
  const upsellIntents = (orderId: number) => upsellIntentsOf(suite, orderId);

  it('charges the bump with the order, the upsell once off session, and refunds each on its payment', async () => {
    const { main, bump, bumpProduct, upsellProduct } = await offeredShop(suite.admin, 'Stripe');
    const buyer = await newMember(suite.t);
    const { orderId, intent } = await bought(buyer.client, [main.id], 68, [bump.id], FAKE_CARDS.pays);
    // one payment for the product and its bump, saving the card for the upsell
    expect(intent).toMatchObject({ amount: 6800, setup_future_usage: 'off_session', status: 'succeeded' });
    expect(intent.customer).toMatch(/^cus_/);
    expect(await upsellOffers(buyer.client)).toEqual([expect.objectContaining({ orderId, price: '$59' })]);

    // three requests at once: one off-session intent, one order
    const answers = await Promise.all([1, 2, 3].map(() => buyer.client.post(`/api/upsell-offers/${orderId}/accept`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const upsellId = answers[0].body.order.id as number;
    expect(answers.every((a) => a.body.order.id === upsellId)).toBe(true);
    const [charge, ...more] = upsellIntents(orderId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      amount: 5900,
      status: 'succeeded',
      customer: intent.customer,
      payment_method: intent.payment_method,
    });
    const asked = fake().requests.filter((r) => r.form.get('metadata[upsellOf]') === String(orderId));
    expect(asked[0].form.get('off_session')).toBe('true');
    expect(asked[0].idempotencyKey).toMatch(new RegExp(`^upsell-of-order-${orderId}:`));
    // its receipt, through the outbox
    await waitFor(() => mailsTo(suite.smtp, buyer.email, `Your order #${upsellId} is confirmed`).length === 1);
    // Stripe's own events of that intent change nothing
    await deliver(
      suite.t,
      fake().billing.events.filter((e) => e.data?.object?.id === charge.id),
      2,
    );
    expect((await listOrders(buyer.client)).map((o) => [o.id, o.status])).toEqual([
      [upsellId, 'completed'],
      [orderId, 'completed'],
    ]);

    // the bump refunded on its own, on the first payment; the upsell on its own payment
    const detail = (await suite.admin.get(`/api/admin/orders/${orderId}`).expect(200)).body as {
      items: { id: number; title: string }[];
    };
    const bumpItem = detail.items.find((i) => i.title === bumpProduct.title)!;
    await suite.admin.post(`/api/admin/orders/${orderId}/refunds`, { itemIds: [bumpItem.id] }).expect(200);
    await suite.admin.post(`/api/admin/orders/${upsellId}/refunds`, {}).expect(200);
    const refunds = fake().requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds.map((r) => [r.form.get('payment_intent'), r.form.get('amount')])).toEqual([
      [intent.id, '1900'],
      [charge.id, '5900'],
    ]);
    expect(await myOrder(buyer.client, orderId)).toMatchObject({ status: 'completed', refundedAmount: '$19' });
    const upsell = await myOrder(buyer.client, upsellId);
    expect(upsell).toMatchObject({ status: 'refunded', refundedAmount: '$59' });
    expect(upsell.items).toEqual([expect.objectContaining({ productId: upsellProduct.id, refunded: true })]);
  });

  it('answers a declined card with 402 and writes nothing', async () => {
    const { main } = await offeredShop(suite.admin, 'Stripe Declined');
    const buyer = await newMember(suite.t);
    const { orderId } = await bought(buyer.client, [main.id], 49, [], FAKE_CARDS.declinesLater);
    const declined = await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(402);
    expect(declined.body.message).toBe(
      'Your card was not charged: Your card was declined. Nothing was added to your order.',
    );
    expect((await listOrders(buyer.client)).map((o) => o.id)).toEqual([orderId]);
    expect(upsellIntents(orderId).filter((i) => i.status === 'succeeded')).toEqual([]);
    // still offered (No thanks ends it); another try asks the card again, as a charge of its own
    expect(await upsellOffers(buyer.client)).toHaveLength(1);
    await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(402);
    expect(new Set(upsellKeysAsked(suite, orderId)).size).toBe(2);
    // the orders stored for them ended failed, holding nothing: never a purchase
    const stored = await suite.t.dataSource.query(
      'SELECT status, stock_held AS "stockHeld" FROM orders WHERE upsell_of_order_id = $1',
      [orderId],
    );
    expect(stored).toEqual([
      { status: 'failed', stockHeld: false },
      { status: 'failed', stockHeld: false },
    ]);
    expect((await listOrders(buyer.client)).map((o) => o.id)).toEqual([orderId]);
  });

  it("asks again with the same key when Stripe's answer is lost, and charges once", async () => {
    const { main } = await offeredShop(suite.admin, 'Stripe Lost');
    const buyer = await newMember(suite.t);
    const { orderId } = await bought(buyer.client, [main.id], 49, [], FAKE_CARDS.pays);
    // the answer lost three times (the SDK asks twice more with the key): 502, nothing written
    fake().loseIntentAnswers = 3;
    await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(502);
    expect((await listOrders(buyer.client)).map((o) => o.id)).toEqual([orderId]);
    fake().loseIntentAnswers = 0;
    const taken = await buyer.client.post(`/api/upsell-offers/${orderId}/accept`).expect(200);
    expect(taken.body.order).toMatchObject({ status: 'completed', totalAmount: '$59' });
    expect(upsellIntents(orderId)).toHaveLength(1);
  });
});
