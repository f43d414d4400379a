import { BillingClock } from '../../src/modules/memberships/billing/billing-clock';
import { deliver, eventsOf, FAKE_CARDS, type FakeEvent, stripeMembershipsSuite } from '../memberships/stripe-helpers';
import type { TestClient } from '../support/client';
import { NEXT_MONTH_DAYS, resetPaymentPlans, runPlanCycle } from '../support/factories';
import { myPlan, myPlans, newMember, type PlanBody, planProduct, type PlanProduct } from './plan-helpers';

// Payment plans with Stripe (the official SDK on the loopback fake): the first instalment's
// payment intent saves the card to the buyer's customer, the plan keeps it from Stripe's webhook,
// the later instalments are off-session payment intents on it, and Update card is a setup intent
// whose webhook saves the new card and pays what is owed. Each webhook delivered again changes nothing.
describe('payment plans with Stripe', () => {
  const suite = stripeMembershipsSuite();
  // plan ids are in the keys the fake keeps: the plans are reset once, and each test's plans charge
  // nothing in the next test's cycles (the billing clock back at the real time)
  beforeAll(() => resetPaymentPlans(suite.t));
  afterEach(async () => {
    await suite.t.dataSource.query(
      `UPDATE payment_plans SET status = 'cancelled' WHERE status IN ('active', 'past_due', 'paused')`,
    );
    await suite.t.dataSource.query(`UPDATE membership_settings SET clock_offset_ms = 0`);
  });

  const fake = () => suite.fake;
  const dbPlan = async (planId: number) =>
    (
      await suite.t.dataSource.query(
        `SELECT provider_customer_id, payment_method_id, card_brand, card_last4 FROM payment_plans WHERE id = $1`,
        [planId],
      )
    )[0] as Record<string, string | null>;
  // the billing clock moved on by whole days (with Stripe nothing else moves it), and the plans' cycle run
  const cycleAfter = async (days: number) => {
    await suite.t.app.get(BillingClock).advance(days);
    return runPlanCycle(suite.t);
  };
  const offSession = (planId: number) =>
    [...fake().intents.values()].filter((i) => i.metadata.planId === String(planId));

  // checked out in instalments and paid with Stripe Elements (the fake), Stripe's events delivered twice
  async function bought(client: TestClient, product: PlanProduct, card: string = FAKE_CARDS.pays) {
    const amount = product.firstAmountCents / 100;
    const { clientSecret } = (
      await client.post('/api/create-payment-intent', { amount, productIds: [product.id], plan: true }).expect(200)
    ).body as { clientSecret: string };
    const events = fake().confirmIntent(clientSecret, card);
    await deliver(suite.t, events, 2);
    const plan = (await myPlans(client)).find((p) => p.title === product.title)!;
    return { plan, events, intent: fake().intents.get(clientSecret.split('_secret_')[0])! };
  }

  it('offers the plan, and its first payment saves the card to one customer per account', async () => {
    const product = await planProduct(suite.admin, { title: 'Stripe Coaching', total: '300', count: 3 });
    // offered with Stripe too: $100 now, then twice more
    expect(product.firstAmountCents).toBe(10000);
    const buyer = await newMember(suite.t);
    const { plan, events, intent } = await bought(buyer.client, product);
    expect(intent).toMatchObject({ setup_future_usage: 'off_session', amount: 10000, status: 'succeeded' });
    expect(intent.customer).toMatch(/^cus_/);
    expect(fake().billing.customers.get(intent.customer!)).toMatchObject({ email: buyer.email });
    expect(plan).toMatchObject({ status: 'active', paidCount: 1, card: { brand: 'Visa', last4: '4242' } });
    expect(await dbPlan(plan.id)).toEqual({
      provider_customer_id: intent.customer,
      payment_method_id: intent.payment_method,
      card_brand: 'Visa',
      card_last4: '4242',
    });
    // Stripe's deliveries again: nothing changes
    await deliver(suite.t, events, 2);
    expect(await myPlan(buyer.client, plan.id)).toEqual(plan);
    // the same account's next plan: the same customer, made once
    const next = await planProduct(suite.admin, { title: 'Stripe Workshop', total: '100', count: 2 });
    const second = await bought(buyer.client, next);
    expect(second.intent.customer).toBe(intent.customer);
    const made = fake().requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/customers' && r.form.get('email') === buyer.email,
    );
    expect(new Set(made.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('charges a later instalment off session, and retries a declined one with a new key', async () => {
    const product = await planProduct(suite.admin, { title: 'Stripe Retreat', total: '200', count: 2 });
    const buyer = await newMember(suite.t);
    const paying = await bought(buyer.client, product);
    const other = await newMember(suite.t);
    const declining = await bought(other.client, { ...product }, FAKE_CARDS.declinesLater);
    const [declinedPm] = [...fake().billing.declining].filter(
      (pm) => fake().billing.paymentMethods.get(pm)?.customer === declining.intent.customer,
    );

    expect(await cycleAfter(NEXT_MONTH_DAYS)).toMatchObject({ paid: 1, failed: 1 });
    const [charge] = offSession(paying.plan.id);
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount: 10000,
      customer: paying.intent.customer,
      payment_method: paying.intent.payment_method,
    });
    const key = fake().requests.find((r) => r.form.get('metadata[planId]') === String(paying.plan.id));
    expect(key?.idempotencyKey).toBe(`plan-${paying.plan.id}:instalment:2:attempt:1`);
    expect(key?.form.get('off_session')).toBe('true');
    expect(key?.form.get('confirm')).toBe('true');
    const paid = await myPlan(buyer.client, paying.plan.id);
    expect(paid).toMatchObject({ status: 'completed', paidCount: 2 });
    const [{ charge_id }] = await suite.t.dataSource.query(
      `SELECT charge_id FROM plan_instalments WHERE plan_id = $1 AND "number" = 2`,
      [paying.plan.id],
    );
    expect(charge_id).toBe(charge.id);

    const failed = await myPlan(other.client, declining.plan.id);
    expect(failed).toMatchObject({ status: 'past_due', paidCount: 1 });
    expect(failed.schedule[1].failure).toBe('Your card was declined.');

    // Stripe's events of those intents (ours, no order's) change nothing
    const told = fake().billing.events.filter((e: FakeEvent) => e.data.object.metadata?.planId);
    await deliver(suite.t, told, 2);
    expect(await myPlan(buyer.client, paying.plan.id)).toEqual(paid);
    expect(await myPlan(other.client, declining.plan.id)).toEqual(failed);

    // the card pays again: the retry a day later is a new attempt, paid
    fake().billing.declining.delete(declinedPm);
    expect(await cycleAfter(1)).toMatchObject({ paid: 1, failed: 0 });
    expect(await myPlan(other.client, declining.plan.id)).toMatchObject({ status: 'completed', paidCount: 2 });
    const keys = fake()
      .requests.filter((r) => r.form.get('metadata[planId]') === String(declining.plan.id))
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([
      `plan-${declining.plan.id}:instalment:2:attempt:1`,
      `plan-${declining.plan.id}:instalment:2:attempt:2`,
    ]);
  });

  it("asks again with the same key when Stripe's answer is lost, and charges once", async () => {
    const product = await planProduct(suite.admin, { title: 'Stripe Lost Answer', total: '200', count: 2 });
    const buyer = await newMember(suite.t);
    const { plan } = await bought(buyer.client, product);
    // the answer lost three times (the SDK asks twice more with the key): the cycle gets none and rolls back
    fake().loseIntentAnswers = 3;
    expect(await cycleAfter(NEXT_MONTH_DAYS)).toMatchObject({ paid: 0, failed: 0 });
    expect(await myPlan(buyer.client, plan.id)).toMatchObject({ status: 'active', paidCount: 1 });
    fake().loseIntentAnswers = 0;
    expect(await runPlanCycle(suite.t)).toMatchObject({ paid: 1 });
    expect(offSession(plan.id)).toHaveLength(1);
    expect(await myPlan(buyer.client, plan.id)).toMatchObject({ status: 'completed', paidCount: 2 });
  });

  it('updates the card with a setup intent whose webhook saves it and pays the overdue instalment', async () => {
    const product = await planProduct(suite.admin, { title: 'Stripe Update Card', total: '300', count: 3 });
    const buyer = await newMember(suite.t);
    const { plan, intent } = await bought(buyer.client, product, FAKE_CARDS.declinesLater);
    expect(await cycleAfter(NEXT_MONTH_DAYS)).toMatchObject({ failed: 1 });
    expect(await myPlan(buyer.client, plan.id)).toMatchObject({ status: 'past_due' });

    const form = await buyer.client.post(`/api/account/plans/${plan.id}/card`).expect(200);
    const setup = fake().billing.setupIntents.get((form.body.clientSecret as string).split('_secret_')[0])!;
    expect(setup).toMatchObject({
      customer: intent.customer,
      usage: 'off_session',
      metadata: { planId: String(plan.id), purpose: 'plan-card' },
    });
    // the test card form is not Stripe's
    await buyer.client
      .post('/api/account/plans/card/confirm', { clientSecret: form.body.clientSecret, cardNumber: FAKE_CARDS.pays })
      .expect(503);

    const events = fake().billing.confirmSetup(form.body.clientSecret, FAKE_CARDS.paysMastercard);
    expect(eventsOf(events, 'setup_intent.succeeded')).toHaveLength(1);
    await deliver(suite.t, events, 2);
    const after = await myPlan(buyer.client, plan.id);
    expect(after).toMatchObject({ status: 'active', paidCount: 2, card: { brand: 'Mastercard', last4: '4444' } });
    const charges = offSession(plan.id).filter((i) => i.status === 'succeeded');
    expect(charges).toHaveLength(1);
    expect(charges[0].payment_method).toBe(setup.payment_method);
    // delivered again: nothing more
    await deliver(suite.t, events, 2);
    expect(await myPlan(buyer.client, plan.id)).toEqual(after);
    expect(offSession(plan.id).filter((i) => i.status === 'succeeded')).toHaveLength(1);
    // the next instalment goes to the new card
    expect(await cycleAfter(31)).toMatchObject({ paid: 1 });
    expect(await myPlan(buyer.client, plan.id)).toMatchObject({ status: 'completed', paidCount: 3 });
  });

  it("answers 404 for another account's plan form", async () => {
    const product = await planProduct(suite.admin, { title: 'Stripe Not Yours', total: '100', count: 2 });
    const { plan }: { plan: PlanBody } = await bought((await newMember(suite.t)).client, product);
    const stranger = await newMember(suite.t);
    await stranger.client.post(`/api/account/plans/${plan.id}/card`).expect(404);
  });
});
