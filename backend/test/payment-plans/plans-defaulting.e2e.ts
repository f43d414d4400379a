import type { TestClient } from '../support/client';
import { outboxSettled } from '../support/mail-outbox';
import {
  boughtInInstalments,
  days,
  daysToNextPayment,
  DECLINES,
  mailsTo,
  mailTo,
  moveClock,
  myPlan,
  newMember,
  orderTotal,
  PAYS,
  planCard,
  planProduct,
  plansSuite,
  SITE,
} from './plan-helpers';

interface Download {
  productId: number;
  url: string;
}

// A plan that defaults: its card declines, the instalment is tried again 1, 3 and 5 days after the
// first failure with a mail each time, the grace period runs out and access is paused (with a mail);
// a new card pays what is owed at once and opens access again.
describe('a payment plan that defaults', () => {
  const suite = plansSuite();

  const downloads = async (client: TestClient) => (await client.get('/api/downloads').expect(200)).body as Download[];

  it('retries a declined instalment, pauses access when the grace period ends, and a new card restores it', async () => {
    const product = await planProduct(suite.admin, { title: 'Defaulting Guide', total: '300', count: 3, file: true });
    const { client, email } = await newMember(suite.t);
    const plan = await boughtInInstalments(client, product);
    const [link] = (await downloads(client)).filter((d) => d.productId === product.id);
    expect(link).toBeDefined();

    // the declined test card is saved (an active plan owes nothing now)
    const saved = await planCard(client, plan.id, DECLINES);
    expect(saved.body).toMatchObject({
      status: 'succeeded',
      message: 'Your card is saved.',
      plan: { status: 'active', card: { brand: 'Visa', last4: '0002' } },
    });

    const subject = 'Payment 2 of 3 for Defaulting Guide did not go through';
    expect((await moveClock(suite.admin, await daysToNextPayment(suite, plan))).instalments).toEqual({
      paid: 0,
      failed: 1,
      paused: 0,
    });
    const since = plan.schedule[1].dueAt;
    const due = await myPlan(client, plan.id);
    expect(due).toMatchObject({ status: 'past_due', pastDueSince: since, paidCount: 1, nextAmount: '$100' });
    expect(due.schedule[1]).toMatchObject({ status: 'due', failure: 'Your card was declined.' });
    expect(days(since, due.nextDueAt)).toBe(1);
    const notice = await mailTo(suite.smtp, email, subject);
    expect(notice.text()).toContain(
      'We could not take your payment of $100 for Defaulting Guide from your card ending 0002.',
    );
    expect(notice.text()).toContain('We will try again on');
    expect(notice.text()).toContain(`Update card: ${SITE}/account?tab=plans`);
    // past due keeps access
    expect((await downloads(client)).map((d) => d.productId)).toContain(product.id);

    // tried again 1, 3 and 5 days after the first failure, a mail each time; then no try is left
    for (const [moved, retryDay, n] of [
      [1, 3, 2],
      [2, 5, 3],
      [2, null, 4],
    ] as const) {
      expect((await moveClock(suite.admin, moved)).instalments).toEqual({ paid: 0, failed: 1, paused: 0 });
      const next = (await myPlan(client, plan.id)).nextDueAt;
      expect(next && days(since, next)).toBe(retryDay);
      await mailTo(suite.smtp, email, subject, n);
    }
    expect(mailsTo(suite.smtp, email, subject)[3].text()).not.toContain('We will try again');

    // the grace period (7 days) ends: paused, access closed, a mail
    expect((await moveClock(suite.admin, 2)).instalments).toEqual({ paid: 0, failed: 0, paused: 1 });
    const paused = await myPlan(client, plan.id);
    expect(paused).toMatchObject({ status: 'paused', nextDueAt: null, nextAmount: '$100', outstanding: '$200' });
    await mailTo(suite.smtp, email, 'Your access to Defaulting Guide is paused');
    expect((await downloads(client)).map((d) => d.productId)).not.toContain(product.id);
    const closed = await client.get(link.url).expect(403);
    expect(closed.body.message).toMatch(/overdue, so it is paused/);
    // no more tries while paused
    expect((await moveClock(suite.admin, 3)).instalments).toEqual({ paid: 0, failed: 0, paused: 0 });

    // the declined card again: declined, nothing changes
    const refused = await planCard(client, plan.id, DECLINES);
    expect(refused.body).toMatchObject({
      status: 'declined',
      message: 'Your card was declined. Use the test card 4242 4242 4242 4242.',
      plan: { status: 'paused', card: { last4: '0002' } },
    });

    // a paying card: the open instalment charged at once, access back
    const recovered = await planCard(client, plan.id, PAYS);
    expect(recovered.body).toMatchObject({
      status: 'succeeded',
      message: 'Your card is saved and your payment is in: your access is open again.',
      plan: { status: 'active', paidCount: 2, pastDueSince: null, card: { last4: '4242' }, outstanding: '$100' },
    });
    expect(await orderTotal(client, plan.orderId)).toBe('$200');
    expect((await downloads(client)).map((d) => d.productId)).toContain(product.id);
    const receipt = await mailTo(suite.smtp, email, 'Payment 2 of 3 for Defaulting Guide');
    expect(receipt.text()).toContain('Your access to Defaulting Guide is open again.');

    await outboxSettled(suite.t);
    expect(mailsTo(suite.smtp, email, subject)).toHaveLength(4);
    expect(mailsTo(suite.smtp, email, 'Your access to Defaulting Guide is paused')).toHaveLength(1);
    expect(mailsTo(suite.smtp, email, 'Payment 2 of 3 for Defaulting Guide')).toHaveLength(1);
  });

  it('a past due plan is paid by a new card at once, back on schedule', async () => {
    const product = await planProduct(suite.admin, { title: 'Recovering Course', total: '300', count: 3 });
    const { client, email } = await newMember(suite.t);
    const plan = await boughtInInstalments(client, product);
    await planCard(client, plan.id, DECLINES);
    expect((await moveClock(suite.admin, await daysToNextPayment(suite, plan))).instalments).toMatchObject({
      failed: 1,
    });

    const paid = await planCard(client, plan.id, PAYS);
    expect(paid.body).toMatchObject({
      status: 'succeeded',
      message: 'Your card is saved and your payment is in: your plan is back on schedule.',
      plan: { status: 'active', paid: '$200', pastDueSince: null, nextDueAt: plan.schedule[2].dueAt },
    });
    await mailTo(suite.smtp, email, 'Payment 2 of 3 for Recovering Course');
    // its retry finds nothing to charge
    expect((await moveClock(suite.admin, 1)).instalments).toEqual({ paid: 0, failed: 0, paused: 0 });
  });
});
