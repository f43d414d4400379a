import { chargeRefunded, webhook } from '../commerce/commerce-helpers';
import { BillingClock } from '../../src/modules/memberships/billing/billing-clock';
import { RefundsService } from '../../src/modules/commerce/orders/refunds.service';
import { deliver, stripeMembershipsSuite } from '../memberships/stripe-helpers';
import type { TestClient } from '../support/client';
import { NEXT_MONTH_DAYS, resetPaymentPlans, runPlanCycle } from '../support/factories';
import { myPlan, myPlans, newMember, type PlanBody, planProduct } from './plan-helpers';

// Refunds of a payment plan's order with Stripe (the official SDK on the loopback fake): the order
// was paid by the first instalment's intent, then by one off-session intent per later instalment;
// a refund is spread over those payments, latest first, each part under its own key derived from
// the refund's, and settled once when every part is answered; a part whose answer is lost is
// asked again, with its key, by the recovery; the dashboard's refunds of an instalment's intent
// are taken in from charge.refunded.
describe('refunds of a payment plan paid with Stripe', () => {
  const suite = stripeMembershipsSuite();
  beforeAll(() => resetPaymentPlans(suite.t));
  afterEach(async () => {
    suite.fake.loseRefundAnswer = undefined;
    await suite.t.dataSource.query(
      `UPDATE payment_plans SET status = 'cancelled' WHERE status IN ('active', 'past_due', 'paused')`,
    );
    await suite.t.dataSource.query(`UPDATE membership_settings SET clock_offset_ms = 0`);
  });

  const fake = () => suite.fake;
  const refund = (orderId: number) => suite.admin.post(`/api/admin/orders/${orderId}/refunds`, {});
  const order = async (orderId: number) => (await suite.admin.get(`/api/admin/orders/${orderId}`).expect(200)).body;
  const refundRows = (orderId: number) =>
    suite.t.dataSource.query(
      'SELECT id, status, amount_cents, source, idempotency_key FROM refunds WHERE order_id = $1 ORDER BY id',
      [orderId],
    ) as Promise<{ id: number; status: string; amount_cents: number; source: string; idempotency_key: string }[]>;
  const parts = (refundId: number) =>
    suite.t.dataSource.query(
      'SELECT intent_id, amount_cents, provider_refund_id FROM refund_parts WHERE refund_id = $1 ORDER BY position',
      [refundId],
    );
  // the buyer's refund mails in the outbox (each buyer is new: order ids may repeat from suite to suite)
  const refundMails = async (email: string) =>
    (
      await suite.t.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'order-refund' AND recipient = $1`,
        [email],
      )
    )[0].n as number;
  const asked = (key: string) =>
    fake().requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.idempotencyKey === key);
  const refundsAt = (intentId: string) => fake().refunds.filter((r) => r.payment_intent === intentId);

  // $250 in 3 ($83.34, then $83.33 twice), bought with Stripe Elements and its second instalment
  // charged off session: two payments, the plan still active
  async function paidTwice(
    title: string,
  ): Promise<{ buyer: TestClient; email: string; plan: PlanBody; first: string; second: string }> {
    const product = await planProduct(suite.admin, { title, total: '250', count: 3 });
    const { client: buyer, email } = await newMember(suite.t);
    const { clientSecret } = (
      await buyer
        .post('/api/create-payment-intent', {
          amount: product.firstAmountCents / 100,
          productIds: [product.id],
          plan: true,
        })
        .expect(200)
    ).body as { clientSecret: string };
    await deliver(suite.t, fake().confirmIntent(clientSecret));
    const plan = (await myPlans(buyer)).find((p) => p.title === title)!;
    await suite.t.app.get(BillingClock).advance(NEXT_MONTH_DAYS);
    expect(await runPlanCycle(suite.t)).toMatchObject({ paid: 1 });
    const [{ charge_id: second }] = await suite.t.dataSource.query(
      `SELECT charge_id FROM plan_instalments WHERE plan_id = $1 AND "number" = 2`,
      [plan.id],
    );
    expect(await myPlan(buyer, plan.id)).toMatchObject({ status: 'active', paidCount: 2 });
    return { buyer, email, plan, first: clientSecret.split('_secret_')[0], second };
  }

  it('refunds both payments, the latest first, each under its own key; settled once, replays ask nothing', async () => {
    const { buyer, email, plan, first, second } = await paidTwice('Refunded Plan');
    expect((await order(plan.orderId)).totalAmount).toBe('$166.67');

    const res = await refund(plan.orderId).expect(200);
    expect(res.body).toMatchObject({ status: 'succeeded', amount: '$166.67' });
    const [row] = await refundRows(plan.orderId);
    const posted = fake().requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(posted.map((r) => [r.idempotencyKey, r.form.get('payment_intent'), r.form.get('amount')])).toEqual([
      [`${row.idempotency_key}:${second}`, second, '8333'],
      [`${row.idempotency_key}:${first}`, first, '8334'],
    ]);
    expect(refundsAt(second).map((r) => r.amount)).toEqual([8333]);
    expect(refundsAt(first).map((r) => r.amount)).toEqual([8334]);
    expect(await parts(row.id)).toEqual([
      { intent_id: second, amount_cents: 8333, provider_refund_id: refundsAt(second)[0].id },
      { intent_id: first, amount_cents: 8334, provider_refund_id: refundsAt(first)[0].id },
    ]);
    expect(await order(plan.orderId)).toMatchObject({ status: 'refunded', refundedAmount: '$166.67' });
    expect(await myPlan(buyer, plan.id)).toMatchObject({ status: 'cancelled' });
    expect(await refundMails(email)).toBe(1);

    // Stripe's charge.refunded of both intents, delivered twice, and the recovery: nothing more
    for (const intentId of [second, first]) {
      const event = chargeRefunded(intentId, `evt_refunded_${intentId}`);
      await Promise.all([webhook(suite.t, event).expect(200), webhook(suite.t, event).expect(200)]);
    }
    expect(await suite.t.app.get(RefundsService).finishStalled(new Date())).toBe(0);
    expect(await refundRows(plan.orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 16667 }),
    ]);
    expect(await order(plan.orderId)).toMatchObject({ status: 'refunded', refundedAmount: '$166.67' });
    expect(await refundMails(email)).toBe(1);
    expect(fake().requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(2);
    await refund(plan.orderId).expect(409);
  });

  it("takes in the dashboard's refunds of an instalment's intent; the rest is one part, less than that payment", async () => {
    const { buyer, email, plan, first, second } = await paidTwice('Dashboard Plan');
    // the owner gives back the whole first payment, then $30 of the second, in Stripe's dashboard
    fake().makeRefund(new URLSearchParams({ payment_intent: first }));
    await webhook(suite.t, chargeRefunded(first, 'evt_plan_first')).expect(200);
    fake().makeRefund(new URLSearchParams({ payment_intent: second, amount: '3000' }));
    const onSecond = chargeRefunded(second, 'evt_plan_second');
    await Promise.all([webhook(suite.t, onSecond).expect(200), webhook(suite.t, onSecond).expect(200)]);
    expect(await order(plan.orderId)).toMatchObject({ status: 'completed', refundedAmount: '$113.34' });
    const taken = await refundRows(plan.orderId);
    expect(taken.map((r) => [r.source, r.status, r.amount_cents])).toEqual([
      ['provider', 'succeeded', 8334],
      ['provider', 'succeeded', 3000],
    ]);
    expect((await parts(taken[1].id))[0]).toMatchObject({ intent_id: second, amount_cents: 3000 });
    expect(await myPlan(buyer, plan.id)).toMatchObject({ status: 'cancelled' });

    // the owner refunds what is left: $53.33, all of it on the second payment (the first has nothing left)
    expect((await refund(plan.orderId).expect(200)).body).toMatchObject({ status: 'succeeded', amount: '$53.33' });
    const ours = (await refundRows(plan.orderId))[2];
    expect(await parts(ours.id)).toEqual([
      { intent_id: second, amount_cents: 5333, provider_refund_id: expect.stringMatching(/^re_/) },
    ]);
    expect(asked(`${ours.idempotency_key}:${second}`)).toHaveLength(1);
    expect(refundsAt(second).map((r) => r.amount)).toEqual([3000, 5333]);
    expect(refundsAt(first).map((r) => r.amount)).toEqual([8334]);
    expect(await order(plan.orderId)).toMatchObject({ status: 'refunded', refundedAmount: '$166.67' });
    expect(await refundMails(email)).toBe(3);
  });

  it('a part whose answer is lost leaves the refund pending; the recovery asks it again with its key', async () => {
    const { buyer, email, plan, first, second } = await paidTwice('Interrupted Plan');
    // Stripe makes the second part (the first payment's) but its answer is lost, the SDK's retries too
    fake().loseRefundAnswer = (r) => r.payment_intent === first;
    expect((await refund(plan.orderId).expect(200)).body).toMatchObject({ status: 'pending', amount: '$166.67' });
    fake().loseRefundAnswer = undefined;
    const [row] = await refundRows(plan.orderId);
    expect(row).toMatchObject({ status: 'pending', amount_cents: 16667 });
    expect(await parts(row.id)).toEqual([
      { intent_id: second, amount_cents: 8333, provider_refund_id: refundsAt(second)[0].id },
      { intent_id: first, amount_cents: 8334, provider_refund_id: null },
    ]);
    expect(asked(`${row.idempotency_key}:${first}`).length).toBeGreaterThan(1);
    expect(await order(plan.orderId)).toMatchObject({ status: 'completed', refundedAmount: '$0' });
    expect(await myPlan(buyer, plan.id)).toMatchObject({ status: 'active' });
    expect(await refundMails(email)).toBe(0);

    const service = suite.t.app.get(RefundsService);
    const before = asked(`${row.idempotency_key}:${first}`).length;
    expect(await service.finishStalled(new Date())).toBe(1);
    expect(await service.finishStalled(new Date())).toBe(0);
    // the missing part asked once more with its key, the answered one not again: one refund per part
    expect(asked(`${row.idempotency_key}:${first}`)).toHaveLength(before + 1);
    expect(asked(`${row.idempotency_key}:${second}`)).toHaveLength(1);
    expect(refundsAt(first).map((r) => r.amount)).toEqual([8334]);
    expect(refundsAt(second).map((r) => r.amount)).toEqual([8333]);
    expect(await parts(row.id)).toEqual([
      { intent_id: second, amount_cents: 8333, provider_refund_id: refundsAt(second)[0].id },
      { intent_id: first, amount_cents: 8334, provider_refund_id: refundsAt(first)[0].id },
    ]);
    expect(await order(plan.orderId)).toMatchObject({ status: 'refunded', refundedAmount: '$166.67' });
    expect(await myPlan(buyer, plan.id)).toMatchObject({ status: 'cancelled' });
    expect(await refundMails(email)).toBe(1);
  });
});
