import { account, signedIn } from '../support/client';
import { createTestApp } from '../support/test-app';
import {
  boughtInInstalments,
  daysToNextPayment,
  moveClock,
  myPlan,
  myPlans,
  newMember,
  orderTotal,
  ownerPlans,
  PAYS,
  planProduct,
  plansSuite,
  type PlanBody,
} from './plan-helpers';

// The buyer's side around a plan: a refund stops it, its forms refuse what is not theirs or not
// open, the data export lists it, Delete Account cancels it; with Stripe the card form is closed.
describe("a payment plan's account side", () => {
  const suite = plansSuite();

  it("a refund of the plan's order cancels its later instalments: the clock moving on charges nothing", async () => {
    const product = await planProduct(suite.admin, { title: 'Refunded Course', total: '300', count: 3 });
    const { client } = await newMember(suite.t);
    const plan = await boughtInInstalments(client, product);
    await suite.admin.post(`/api/admin/orders/${plan.orderId}/refunds`, {}).expect(200);

    const cancelled = await myPlan(client, plan.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', paid: '$100', outstanding: '$0', nextDueAt: null });
    expect(cancelled.schedule.map((i: PlanBody) => i.status)).toEqual(['paid', 'cancelled', 'cancelled']);
    expect((await moveClock(suite.admin, 70)).instalments).toEqual({ paid: 0, failed: 0, paused: 0 });
    expect((await myPlan(client, plan.id)).paidCount).toBe(1);
    expect(await orderTotal(client, plan.orderId)).toBe('$100');
    expect(await ownerPlans(suite.admin)).toMatchObject({ outstanding: '$0' });
  });

  it("refuses another account's plan (404), a completed plan's card (409) and a number that is no card (400)", async () => {
    const product = await planProduct(suite.admin, { title: 'Short Plan', total: '100', count: 2 });
    const { client } = await newMember(suite.t);
    const plan = await boughtInInstalments(client, product);
    const stranger = (await newMember(suite.t)).client;

    const notTheirs = await stranger.post(`/api/account/plans/${plan.id}/card`).expect(404);
    expect(notTheirs.body.message).toBe('This payment plan could not be found.');
    await stranger.post('/api/account/plans/999999/card').expect(404);
    expect(await myPlans(stranger)).toEqual([]);
    // a form of the buyer's, sent by somebody else
    const form = (await client.post(`/api/account/plans/${plan.id}/card`).expect(200)).body;
    await stranger.post('/api/account/plans/card/confirm', { ...form, cardNumber: PAYS }).expect(404);
    // a number that is no card, and a form that is none of this site's
    const bad = await client.post('/api/account/plans/card/confirm', { ...form, cardNumber: 'abcd' }).expect(400);
    expect(bad.body.errors[0].message).toBe('cardNumber must be a card number.');
    const forged = await client
      .post('/api/account/plans/card/confirm', {
        clientSecret: form.clientSecret.replace(/.$/, (last: string) => (last === '0' ? '1' : '0')),
        cardNumber: PAYS,
      })
      .expect(400);
    expect(forged.body.message).toBe(
      'This card form could not be found. Please open Update card again from your payment plans.',
    );

    await moveClock(suite.admin, await daysToNextPayment(suite, plan));
    expect((await myPlan(client, plan.id)).status).toBe('completed');
    const done = await client.post(`/api/account/plans/${plan.id}/card`).expect(409);
    expect(done.body.message).toBe('This plan is paid in full: no card is charged for it any more.');
    const late = await client.post('/api/account/plans/card/confirm', { ...form, cardNumber: PAYS }).expect(409);
    expect(late.body.message).toBe(done.body.message);
  });

  it('the data export lists the plans; Delete Account cancels them, so nothing is charged after', async () => {
    const product = await planProduct(suite.admin, { title: 'Private Plan', total: '300', count: 3 });
    const who = account();
    const client = await signedIn(suite.t, 'customer', who);
    const plan = await boughtInInstalments(client, product);

    const file = JSON.parse((await client.get('/api/account/export').buffer(true).expect(200)).text);
    expect(file.plans).toEqual([
      {
        orderId: plan.orderId,
        title: 'Private Plan',
        status: 'active',
        total: '$300',
        paid: '$100',
        createdAt: expect.any(String),
        startedAt: plan.schedule[0].paidAt,
        endedAt: null,
        card: { brand: 'Visa', last4: '4242' },
        schedule: plan.schedule.map((i: PlanBody) => ({
          number: i.number,
          amount: i.amount,
          status: i.status,
          dueAt: i.dueAt,
          paidAt: i.paidAt,
        })),
      },
    ]);
    expect(JSON.stringify(file.plans)).not.toMatch(/offline_pm|4242424242424242/);

    await client.post('/api/account/delete', { password: who.password }).expect(200);
    const [left] = (await ownerPlans(suite.admin)).plans;
    expect(left).toMatchObject({ id: plan.id, status: 'cancelled', customer: null, outstanding: '$0' });
    expect(left.schedule.map((i: PlanBody) => i.status)).toEqual(['paid', 'cancelled', 'cancelled']);
    expect((await moveClock(suite.admin, 70)).instalments).toEqual({ paid: 0, failed: 0, paused: 0 });
  });

  it("with Stripe configured the test card form's confirm answers 503 with the reason; the list still answers", async () => {
    const stripe = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
    });
    try {
      const buyer = await signedIn(stripe);
      expect((await buyer.get('/api/account/plans').expect(200)).body).toEqual({ plans: [] });
      // Stripe's own form (plans-stripe.e2e.ts) for a plan of this account's only
      await buyer.post('/api/account/plans/1/card').expect(404);
      const closed = await buyer
        .post('/api/account/plans/card/confirm', { clientSecret: 'offline_plan-card_1_x', cardNumber: PAYS })
        .expect(503);
      expect(closed.body.message).toBe(
        'This server takes cards through Stripe: confirm the card with the form Update card opened.',
      );
    } finally {
      await stripe.close();
    }
  });
});
