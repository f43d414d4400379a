import type { ChildProcess } from 'node:child_process';
import { userIdOf } from '../courses/course-helpers';
import { askReplica, killedAt as killReplicaAt, killReplica } from '../support/replica-process';
import type { FakeCall } from '../support/stripe-fake';
import { mailedOnce, mailTo, makeTier, mine, newMember } from './membership-helpers';
import {
  deliver,
  eventsOf,
  FAKE_CARDS,
  joinedWithStripe,
  signedDelivery,
  stripeMembershipsSuite,
  stripeReplicas,
} from './stripe-helpers';

// The scenario for memberships: a backend replica (a child process) is killed with SIGKILL
// after Stripe has done what it asked and before its answer reaches it, so before our write. Its
// transaction is lost with it; what Stripe did is asked again with the same idempotency keys (Stripe
// answers what it answered) by the next replica, through the member's next try or Stripe's next
// delivery of the webhook, and applied once: one subscription, one charge, one mail.
describe('Stripe Billing across a replica killed between Stripe’s answer and our write', () => {
  const suite = stripeMembershipsSuite();
  const startBillingReplica = stripeReplicas(suite);

  const ask = askReplica;
  const killedAt = (replica: ChildProcess, command: object, at: (call: FakeCall) => boolean) =>
    killReplicaAt(suite.fake, replica, command, at);

  const signed = signedDelivery;

  it('a join killed after Stripe made the subscription: joining again answers the same one, started once', async () => {
    const tier = await makeTier(suite.admin, { title: 'Crash Join Circle', monthlyPrice: '21' });
    const { client, email } = await newMember(suite.t);
    const userId = await userIdOf(client);
    const command = { join: { userId, tierId: tier.id, interval: 'month' } };

    await killedAt(await startBillingReplica(), command, (c) => c.method === 'POST' && c.path === '/v1/subscriptions');
    // Stripe made it; our row never heard of it
    const waiting = (await mine(client))!;
    expect(waiting).toMatchObject({ status: 'incomplete' });
    const ours = () =>
      [...suite.fake.billing.subscriptions.values()].filter((s) => s.metadata.membershipId === String(waiting.id));
    expect(ours()).toHaveLength(1);

    // the member joins again on the restarted replica: the same customer and subscription
    const second = await startBillingReplica();
    const again = await ask(second, command);
    expect(again.failed).toBeUndefined();
    expect(ours()).toHaveLength(1);
    const customers = [...suite.fake.billing.customers.values()].filter((c) => c.metadata.userId === String(userId));
    expect(customers).toHaveLength(1);

    // paid in the browser, Stripe's webhook delivered (three times) to the restarted replica
    const paid = suite.fake.billing.confirmPayment((again.joined as { clientSecret: string }).clientSecret);
    for (const event of paid)
      for (let i = 0; i < 3; i++) expect((await ask(second, signed(event))).failed).toBeUndefined();
    const m = (await mine(client))!;
    expect(m).toMatchObject({
      status: 'active',
      receipts: [expect.objectContaining({ kind: 'first', amount: '$21' })],
    });
    expect(ours()[0]).toMatchObject({ status: 'active', customer: customers[0].id });
    await mailTo(suite.smtp, email, 'Welcome to Crash Join Circle!');
    await killReplica(second);
    await mailedOnce(suite, email, 'Welcome to Crash Join Circle!');
  });

  it('a new card’s webhook killed after Stripe paid the open invoice: its next delivery applies it once', async () => {
    const tier = await makeTier(suite.admin, { title: 'Crash Card Circle', monthlyPrice: '33' });
    const { client, email } = await newMember(suite.t);
    const { subscriptionId } = await joinedWithStripe(suite, client, tier.id);
    const failed = suite.fake.billing.renew(subscriptionId, { decline: true });
    await deliver(suite.t, failed);
    const invoiceId = eventsOf(failed, 'invoice.payment_failed')[0].data.object.id as string;
    expect(await mine(client)).toMatchObject({ status: 'past_due' });

    const form = (await client.post('/api/account/membership/card').expect(200)).body;
    const mark = suite.fake.billing.events.length;
    const [setupSucceeded] = suite.fake.billing.confirmSetup(form.clientSecret, FAKE_CARDS.paysMastercard);
    const pay = `/v1/invoices/${invoiceId}/pay`;
    await killedAt(await startBillingReplica(), signed(setupSucceeded), (c) => c.path === pay);

    // Stripe has the money; our row was never written
    expect(suite.fake.billing.invoices.get(invoiceId)).toMatchObject({ status: 'paid', attempt_count: 2 });
    expect(await mine(client)).toMatchObject({ status: 'past_due', card: { last4: '4242' } });
    expect((await mine(client))!.receipts).toHaveLength(1);

    // Stripe delivers the webhook again (no 2xx came), then its news of the payment, to the restarted replica
    const second = await startBillingReplica();
    expect((await ask(second, signed(setupSucceeded))).failed).toBeUndefined();
    for (const event of suite.fake.billing.events.slice(mark))
      for (let i = 0; i < 3; i++) expect((await ask(second, signed(event))).failed).toBeUndefined();
    const recovered = (await mine(client))!;
    expect(recovered).toMatchObject({
      status: 'active',
      pastDueSince: null,
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect(recovered.receipts.map((r: { kind: string; amount: string }) => [r.kind, r.amount])).toEqual([
      ['renewal', '$33'],
      ['first', '$33'],
    ]);
    // one payment: the second ask was answered from the first one's key, nothing charged again
    const pays = suite.fake.requests.filter((r) => r.path === pay);
    expect(pays.map((r) => r.idempotencyKey)).toEqual([`${invoiceId}:attempt:2`, `${invoiceId}:attempt:2`]);
    expect(suite.fake.billing.invoices.get(invoiceId)).toMatchObject({ status: 'paid', attempt_count: 2 });
    await mailTo(suite.smtp, email, 'Receipt: your Crash Card Circle membership');
    await killReplica(second);

    // and once only: another restart and delivery change nothing
    const third = await startBillingReplica();
    expect((await ask(third, signed(setupSucceeded))).failed).toBeUndefined();
    expect(await mine(client)).toEqual(recovered);
    await killReplica(third);
    await mailedOnce(suite, email, 'Receipt: your Crash Card Circle membership');
  });

  it('a change killed after Stripe charged its invoice: the invoice’s webhook applies it once', async () => {
    const basic = await makeTier(suite.admin, { title: 'Crash Basic', monthlyPrice: '10' });
    const plus = await makeTier(suite.admin, { title: 'Crash Plus', monthlyPrice: '40', rank: 2 });
    const { client, email } = await newMember(suite.t);
    const { membership: first, subscriptionId } = await joinedWithStripe(suite, client, basic.id);
    const command = { change: { userId: await userIdOf(client), tierId: plus.id, interval: 'month' } };
    const mark = suite.fake.billing.events.length;
    await killedAt(await startBillingReplica(), command, (c) => /^\/v1\/invoices\/[^/]+\/pay$/.test(c.path));

    // Stripe has the money; the membership is still on its tier
    const charges = () =>
      [...suite.fake.billing.invoices.values()].filter(
        (i) => i.billing_reason === 'manual' && i.metadata.membershipId === String(first.id),
      );
    expect(charges().map((i) => i.status)).toEqual(['paid']);
    expect(await mine(client)).toMatchObject({ tier: { id: basic.id }, amount: '$10' });

    // Stripe's news of the payment, delivered to the restarted replica (three times each)
    const second = await startBillingReplica();
    for (const event of suite.fake.billing.events.slice(mark))
      for (let i = 0; i < 3; i++) expect((await ask(second, signed(event))).failed).toBeUndefined();
    const changed = (await mine(client))!;
    expect(changed).toMatchObject({ tier: { id: plus.id }, amount: '$40', currentPeriodEnd: first.currentPeriodEnd });
    expect(changed.receipts[0]).toMatchObject({ kind: 'change', amountCents: charges()[0].amount_paid });
    expect(charges()).toHaveLength(1);
    expect(suite.fake.billing.subscriptions.get(subscriptionId)!.items.data[0].price.unit_amount).toBe(4000);
    await mailTo(suite.smtp, email, 'Receipt: your Crash Plus membership');
    await killReplica(second);
    await mailedOnce(suite, email, 'Receipt: your Crash Plus membership');
  });
});
