import { makeKey, withKey } from '../auth/api-keys-helpers';
import { account, signedIn } from '../support/client';
import { advanceBillingClock } from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import {
  boughtInInstalments,
  daysToNextPayment,
  mailsTo,
  mailTo,
  moveClock,
  myPlan,
  newMember,
  orderTotal,
  ownerPlans,
  type PlanBody,
  planProduct,
  plansSuite,
  SITE,
} from './plan-helpers';

// A plan paid on schedule: each later instalment charged by the cycle on its day (the billing clock
// moved by the owner's route), the order's total growing with it, a receipt for each and "paid in
// full" after the last, once each; the owner's list with what is paid and outstanding; two cycles
// at once charging each instalment once.
describe('a payment plan paid in full', () => {
  const suite = plansSuite();

  it('charges each instalment on its day: receipts, the order growing, paid in full once', async () => {
    const product = await planProduct(suite.admin, { title: 'Calm Leader Course', total: '300', count: 3 });
    const { client, email } = await newMember(suite.t);
    const plan = await boughtInInstalments(client, product);
    expect(plan).toMatchObject({
      status: 'active',
      productId: product.id,
      instalments: 3,
      total: '$300',
      paid: '$100',
      outstanding: '$200',
      paidCount: 1,
      nextAmount: '$100',
      nextDueAt: plan.schedule[1].dueAt,
      card: { brand: 'Visa', last4: '4242' },
      pastDueSince: null,
    });
    expect(plan.schedule.map((i: PlanBody) => [i.number, i.amount, i.amountCents, i.status])).toEqual([
      [1, '$100', 10000, 'paid'],
      [2, '$100', 10000, 'due'],
      [3, '$100', 10000, 'due'],
    ]);
    expect(await orderTotal(client, plan.orderId)).toBe('$100');

    // a day short of the second: nothing; on its day: charged
    const toSecond = await daysToNextPayment(suite, plan);
    expect((await moveClock(suite.admin, toSecond - 1)).instalments).toEqual({ paid: 0, failed: 0, paused: 0 });
    expect((await moveClock(suite.admin, 1)).instalments).toEqual({ paid: 1, failed: 0, paused: 0 });
    const second = await myPlan(client, plan.id);
    expect(second).toMatchObject({ status: 'active', paid: '$200', outstanding: '$100', paidCount: 2 });
    expect(second.schedule[1]).toMatchObject({ status: 'paid', paidAt: plan.schedule[1].dueAt, failure: null });
    expect(await orderTotal(client, plan.orderId)).toBe('$200');
    const receipt = await mailTo(suite.smtp, email, 'Payment 2 of 3 for Calm Leader Course');
    expect(receipt.text()).toContain('Paid so far: $200 of $300');
    expect(receipt.text()).toContain(`Your payment plans: ${SITE}/account?tab=plans`);

    expect((await moveClock(suite.admin, await daysToNextPayment(suite, second))).instalments).toMatchObject({
      paid: 1,
    });
    const done = await myPlan(client, plan.id);
    expect(done).toMatchObject({
      status: 'completed',
      paid: '$300',
      outstanding: '$0',
      paidCount: 3,
      nextDueAt: null,
      nextAmount: null,
    });
    expect(await orderTotal(client, plan.orderId)).toBe('$300');
    // nothing is left to charge
    expect((await moveClock(suite.admin, 40)).instalments).toEqual({ paid: 0, failed: 0, paused: 0 });

    await mailTo(suite.smtp, email, 'Calm Leader Course is paid in full');
    await outboxSettled(suite.t);
    for (const subject of [
      'Payment 2 of 3 for Calm Leader Course',
      'Payment 3 of 3 for Calm Leader Course',
      'Calm Leader Course is paid in full',
    ])
      expect([subject, mailsTo(suite.smtp, email, subject).length]).toEqual([subject, 1]);
  });

  it("lists the owner's plans with the buyer, paid and outstanding, searched and filtered; an admin key reads them", async () => {
    const { admin } = suite;
    const course = await planProduct(admin, { title: 'Owner Course', total: '300', count: 3 });
    const guide = await planProduct(admin, { title: 'Owner Guide', total: '100', count: 2 });
    const grace = account({ firstName: 'Grace', lastName: 'Hopper' });
    const alan = account({ firstName: 'Alan', lastName: 'Turing' });
    const graceClient = await signedIn(suite.t, 'customer', grace);
    const alanClient = await signedIn(suite.t, 'customer', alan);
    const first = await boughtInInstalments(graceClient, course);
    await boughtInInstalments(alanClient, guide);

    const all = await ownerPlans(admin);
    expect(all).toMatchObject({ paid: '$150', outstanding: '$250' });
    expect(all.plans.map((p: PlanBody) => [p.title, p.customer.name, p.paid, p.outstanding])).toEqual([
      ['Owner Guide', 'Alan Turing', '$50', '$50'],
      ['Owner Course', 'Grace Hopper', '$100', '$200'],
    ]);
    expect(all.plans[1]).toMatchObject({ id: first.id, customer: { email: grace.email }, schedule: first.schedule });

    // the guide paid in full: its paid counts, it owes nothing
    await moveClock(admin, await daysToNextPayment(suite, first));
    const titles = async (query: string) => (await ownerPlans(admin, query)).plans.map((p: PlanBody) => p.title);
    expect(await ownerPlans(admin)).toMatchObject({ paid: '$300', outstanding: '$100' });
    expect(await titles('?status=completed')).toEqual(['Owner Guide']);
    expect(await titles('?status=active')).toEqual(['Owner Course']);
    expect(await titles('?search=HOPPER')).toEqual(['Owner Course']);
    expect(await titles(`?search=${encodeURIComponent(alan.email)}`)).toEqual(['Owner Guide']);
    expect(await titles('?search=guide')).toEqual(['Owner Guide']);
    expect(await ownerPlans(admin, '?search=guide')).toMatchObject({ paid: '$100', outstanding: '$0' });
    const bad = await admin.get('/api/admin/plans?status=pending').expect(400);
    expect(bad.body.errors[0].message).toBe('status must be one of active, past_due, paused, completed, cancelled.');

    // a script with an admin key reads them; a read-content key and a customer do not
    const adminKey = withKey(suite.t, (await makeKey(admin, 'admin')).token);
    expect((await adminKey.get('/api/admin/plans?search=turing').expect(200)).body.plans).toHaveLength(1);
    const readOnly = withKey(suite.t, (await makeKey(admin, 'read-content')).token);
    await readOnly.get('/api/admin/plans').expect(403);
    await graceClient.get('/api/admin/plans').expect(403);
  });

  it('two cycles at once (two clock moves at the same moment) charge each instalment once, one receipt each', async () => {
    const product = await planProduct(suite.admin, { title: 'Busy Plan Course', total: '90', count: 3 });
    const buyers = await Promise.all([newMember(suite.t), newMember(suite.t), newMember(suite.t)]);
    const plans: PlanBody[] = [];
    for (const buyer of buyers) plans.push(await boughtInInstalments(buyer.client, product));
    await advanceBillingClock(suite.t, Math.max(...(await Promise.all(plans.map((p) => daysToNextPayment(suite, p))))));

    const [a, b] = await Promise.all([moveClock(suite.admin, 1), moveClock(suite.admin, 1)]);
    // (the every-minute cron may take one too: what is charged is what each plan shows)
    expect(a.instalments.paid + b.instalments.paid).toBeLessThanOrEqual(3);
    for (const [i, buyer] of buyers.entries()) {
      const plan = await myPlan(buyer.client, plans[i].id);
      expect(plan).toMatchObject({ paidCount: 2, paid: '$60', outstanding: '$30' });
      expect(await orderTotal(buyer.client, plan.orderId)).toBe('$60');
    }
    await outboxSettled(suite.t);
    for (const buyer of buyers)
      expect(mailsTo(suite.smtp, buyer.email, 'Payment 2 of 3 for Busy Plan Course')).toHaveLength(1);
  });
});
