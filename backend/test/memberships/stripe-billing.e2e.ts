import { MemberAccessService } from '../../src/modules/memberships';
import { webhook } from '../commerce/commerce-helpers';
import { userIdOf } from '../courses/course-helpers';
import { account, signedIn } from '../support/client';
import { advanceBillingClock, billingNow, runBillingCycle } from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import {
  DAY_MS,
  days,
  join,
  mailedOnce,
  mailsTo,
  mailTo,
  makeTier,
  type MembershipBody,
  mine,
  newMember,
} from './membership-helpers';
import {
  deliver,
  eventsOf,
  FAKE_CARDS,
  type FakeEvent,
  isoOf,
  joinedWithStripe,
  stripeMembershipsSuite,
} from './stripe-helpers';

// Memberships billed through Stripe Billing: the official SDK against the loopback fake, Stripe's
// webhooks delivered to commerce's verified route (most of them five times, two at once), the
// member's and the owner's routes. Applied once each, whatever the deliveries; the amounts are the
// server's own.
describe('memberships through Stripe Billing', () => {
  const suite = stripeMembershipsSuite();
  const billing = () => suite.fake.billing;
  const card = (client: Parameters<typeof mine>[0]) => client.post('/api/account/membership/card');
  const change = (client: Parameters<typeof mine>[0], tierId: number, interval = 'month') =>
    client.post('/api/account/membership/change', { tierId, interval });
  const preview = async (client: Parameters<typeof mine>[0], tierId: number, interval = 'month') =>
    (await client.get(`/api/account/membership/change?tierId=${tierId}&interval=${interval}`).expect(200)).body;
  const since = (mark: number) => billing().events.slice(mark);
  // the share of the membership's period still to come, now on the billing clock
  const shareLeft = async (m: MembershipBody) => {
    const [start, end] = [Date.parse(m.currentPeriodStart), Date.parse(m.currentPeriodEnd)];
    return (end - (await billingNow(suite.t)).getTime()) / (end - start);
  };

  it('a trial: the tier’s price made once, a trialing subscription; the card saved starts it, its end charges', async () => {
    const tier = await makeTier(suite.admin, { title: 'Stripe Trial Circle', monthlyPrice: '19', trialDays: 7 });
    const { client, email } = await newMember(suite.t);
    const form = (await join(client, tier.id).expect(200)).body;
    expect(form).toMatchObject({
      provider: 'stripe',
      purpose: 'setup',
      amount: '$19',
      membership: { status: 'incomplete' },
    });
    const subscription = billing().subscriptionOf(form.membership.id);
    expect(subscription).toMatchObject({
      status: 'trialing',
      customer: expect.stringMatching(/^cus_/),
      pending_setup_intent: form.clientSecret.split('_secret_')[0],
      payment_settings: { save_default_payment_method: 'on_subscription' },
    });
    expect(subscription.items.data[0].price).toMatchObject({ unit_amount: 1900, recurring: { interval: 'month' } });
    const asked = suite.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions').at(-1)!;
    expect(Object.fromEntries(asked.form)).toMatchObject({
      payment_behavior: 'default_incomplete',
      trial_period_days: '7',
      'metadata[membershipId]': String(form.membership.id),
      'expand[0]': 'latest_invoice.confirmation_secret',
      'expand[1]': 'pending_setup_intent',
    });
    // the trial's $0 invoice is Stripe's, not a start; nor is a card not given yet
    await deliver(
      suite.t,
      since(0).filter((e) => e.data.object.customer === subscription.customer),
    );
    expect(await mine(client)).toMatchObject({ status: 'incomplete' });

    const saved = billing().confirmSetup(form.clientSecret);
    expect(saved.map((e) => e.type)).toEqual(['setup_intent.succeeded', 'customer.subscription.updated']);
    await deliver(suite.t, saved, 5);
    const trial = (await mine(client))!;
    expect(trial).toMatchObject({
      status: 'trialing',
      trialEndsAt: isoOf(subscription.trial_end),
      currentPeriodEnd: isoOf(subscription.trial_end),
      card: { brand: 'Visa', last4: '4242' },
      receipts: [],
    });
    await mailTo(suite.smtp, email, 'Welcome to Stripe Trial Circle!');

    // another member of the tier: the same price
    await joinedWithStripe(suite, (await newMember(suite.t)).client, tier.id);
    expect([...billing().prices.values()].filter((p) => p.metadata.tierId === String(tier.id))).toHaveLength(1);

    const charged = billing().renew(subscription.id);
    await deliver(suite.t, charged, 5);
    const active = (await mine(client))!;
    const [invoice] = eventsOf(charged, 'invoice.paid').map((e) => e.data.object);
    const line = invoice.lines.data[0];
    expect(active).toMatchObject({
      status: 'active',
      currentPeriodStart: isoOf(line.period.start),
      currentPeriodEnd: isoOf(line.period.end),
      receipts: [expect.objectContaining({ kind: 'first', amountCents: 1900 })],
    });
    expect(active.currentPeriodStart).toBe(trial.trialEndsAt);
    await mailTo(suite.smtp, email, 'Receipt: your Stripe Trial Circle membership');
    await mailedOnce(suite, email, 'Welcome to Stripe Trial Circle!', 'Receipt: your Stripe Trial Circle membership');
  });

  it('a first payment starts it when the member looks, before the webhook; renewals move the period on', async () => {
    const tier = await makeTier(suite.admin, { title: 'Stripe Monthly Circle', monthlyPrice: '25' });
    const { client, email } = await newMember(suite.t);
    const form = (await join(client, tier.id).expect(200)).body;
    expect(form).toMatchObject({ purpose: 'payment', amountCents: 2500 });
    expect(form.clientSecret).toMatch(/^pi_fake_\d+_secret_fake$/);

    // paid in the browser; the webhook is late: reading the membership asks Stripe
    const paid = billing().confirmPayment(form.clientSecret);
    const first = (await mine(client))!;
    const [invoice] = eventsOf(paid, 'invoice.paid').map((e) => e.data.object);
    expect(first).toMatchObject({
      status: 'active',
      currentPeriodStart: isoOf(invoice.lines.data[0].period.start),
      currentPeriodEnd: isoOf(invoice.lines.data[0].period.end),
      card: { last4: '4242' },
      receipts: [expect.objectContaining({ kind: 'first', amount: '$25' })],
    });
    expect(await suite.t.app.get(MemberAccessService).rankOf(await userIdOf(client))).toBe(1);
    // the webhook afterwards changes nothing (the shop's webhook, told of the invoice's payment, neither)
    await deliver(suite.t, paid, 5);
    expect(await mine(client)).toEqual(first);

    const { subscriptionId } = { subscriptionId: billing().subscriptionOf(form.membership.id).id as string };
    await deliver(suite.t, billing().renew(subscriptionId), 5);
    const renewed = (await mine(client))!;
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: first.currentPeriodEnd });
    expect(days(renewed.currentPeriodStart, renewed.currentPeriodEnd)).toBeGreaterThanOrEqual(28);
    expect(renewed.receipts.map((r: MembershipBody) => [r.kind, r.amount])).toEqual([
      ['renewal', '$25'],
      ['first', '$25'],
    ]);
    await mailTo(suite.smtp, email, 'Receipt: your Stripe Monthly Circle membership');
    await mailedOnce(
      suite,
      email,
      'Welcome to Stripe Monthly Circle!',
      'Receipt: your Stripe Monthly Circle membership',
    );
  });

  it('a failed renewal: past due with a mail per attempt; Update card pays the open invoice and restores it', async () => {
    const tier = await makeTier(suite.admin, { title: 'Stripe Recovery Circle', monthlyPrice: '30' });
    const { client, email } = await newMember(suite.t);
    const { membership: first, subscriptionId } = await joinedWithStripe(suite, client, tier.id, { times: 5 });

    const failed = billing().renew(subscriptionId, { decline: true });
    await deliver(suite.t, failed, 5);
    const [failure] = eventsOf(failed, 'invoice.payment_failed');
    const invoice = failure.data.object;
    const due = (await mine(client))!;
    expect(due).toMatchObject({
      status: 'past_due',
      pastDueSince: isoOf(failure.created),
      nextRenewalAt: isoOf(invoice.next_payment_attempt),
      currentPeriodEnd: first.currentPeriodEnd,
    });
    expect(days(due.pastDueSince, due.accessUntil)).toBe(7);
    expect(await suite.t.app.get(MemberAccessService).rankOf(await userIdOf(client))).toBe(1);
    const notice = await mailTo(suite.smtp, email, 'Your payment for Stripe Recovery Circle did not go through');
    expect(notice.text()).toContain('Update card: https://coach.example/account?tab=membership');

    // Stripe's own retry fails too: mailed again; an attempt told late (a new event of attempt 1) is ignored
    const retried = billing().retry(invoice.id, { decline: true });
    await deliver(suite.t, retried, 5);
    await mailTo(suite.smtp, email, 'Your payment for Stripe Recovery Circle did not go through', 2);
    await deliver(suite.t, [{ ...failure, id: `${failure.id}_late` }]);
    expect(await mine(client)).toMatchObject({
      status: 'past_due',
      nextRenewalAt: isoOf(eventsOf(retried, 'invoice.payment_failed')[0].data.object.next_payment_attempt),
    });

    // Update card: a setup intent confirmed in the browser; its webhook saves the card and pays
    const form = (await card(client).expect(200)).body;
    expect(form).toMatchObject({ purpose: 'card', amount: '$30' });
    const mark = billing().events.length;
    await deliver(suite.t, billing().confirmSetup(form.clientSecret), 5);
    const recovered = (await mine(client))!;
    expect(recovered).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodStart: first.currentPeriodEnd,
      card: { last4: '4242' },
    });
    expect(recovered.receipts[0]).toMatchObject({ kind: 'renewal', amount: '$30' });
    const paidInvoice = billing().invoices.get(invoice.id)!;
    expect(paidInvoice).toMatchObject({ status: 'paid', attempt_count: 3 });
    expect(billing().subscriptions.get(subscriptionId)!.default_payment_method).toBe(
      billing().setupIntents.get(form.clientSecret.split('_secret_')[0])!.payment_method,
    );
    const pays = suite.fake.requests.filter((r) => r.path === `/v1/invoices/${invoice.id}/pay`);
    expect(new Set(pays.map((r) => r.idempotencyKey))).toEqual(new Set([`${invoice.id}:attempt:3`]));
    // Stripe's own news of that payment, delivered after it, changes nothing
    await deliver(suite.t, since(mark), 5);
    expect(await mine(client)).toEqual(recovered);
    await mailTo(suite.smtp, email, 'Receipt: your Stripe Recovery Circle membership');
    await outboxSettled(suite.t);
    expect(mailsTo(suite.smtp, email, 'Your payment for Stripe Recovery Circle did not go through')).toHaveLength(2);
    expect(mailsTo(suite.smtp, email, 'Receipt: your Stripe Recovery Circle membership')).toHaveLength(1);
  });

  it('a change of tier charges exactly the server’s preview; a downgrade’s credit comes off the next invoice', async () => {
    const basic = await makeTier(suite.admin, { title: 'Stripe Basic Ten', monthlyPrice: '10' });
    const plus = await makeTier(suite.admin, { title: 'Stripe Plus Thirty', monthlyPrice: '30', rank: 2 });
    const { client, email } = await newMember(suite.t);
    const { membership: first, subscriptionId } = await joinedWithStripe(suite, client, basic.id);
    await advanceBillingClock(suite.t, 20);
    try {
      const share = await shareLeft(first);
      const upgrade = Math.round(3000 * share) - Math.round(1000 * share);
      const seen = await preview(client, plus.id);
      expect(seen).toMatchObject({ amountNowCents: upgrade, creditCents: 0, newPrice: '$30 a month' });
      const upgraded = (await change(client, plus.id).expect(200)).body;
      expect(upgraded).toMatchObject({
        tier: { id: plus.id },
        amount: '$30',
        currentPeriodEnd: first.currentPeriodEnd,
      });
      expect(upgraded.receipts[0]).toMatchObject({ kind: 'change', amountCents: seen.amountNowCents });
      // Stripe charged a one-off invoice of that amount, and prorated nothing
      const ours = [...billing().invoices.values()].filter(
        (i) => i.billing_reason === 'manual' && i.metadata.membershipId === String(first.id),
      );
      expect(ours.map((i) => [i.status, i.amount_paid])).toEqual([['paid', seen.amountNowCents]]);
      const subscription = billing().subscriptions.get(subscriptionId)!;
      expect(subscription.items.data[0].price.unit_amount).toBe(3000);
      const updates = suite.fake.requests.filter(
        (r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST',
      );
      expect(updates.map((r) => r.form.get('proration_behavior'))).toEqual(['none']);
      await mailTo(suite.smtp, email, 'Receipt: your Stripe Plus Thirty membership');

      const back = await preview(client, basic.id);
      expect(back.amountNowCents).toBe(0);
      const credit = back.creditCents as number;
      expect(credit).toBeGreaterThan(0);
      expect((await change(client, basic.id).expect(200)).body).toMatchObject({
        tier: { id: basic.id },
        creditCents: credit,
      });
      const pending = [...billing().invoiceItems.values()].filter(
        (i) => i.invoice === null && i.subscription === subscriptionId,
      );
      expect(pending.map((i) => i.amount)).toEqual([-Math.min(credit, 1000)]);

      // the next invoice takes the credit off the price, and that is what the receipt says
      await deliver(suite.t, billing().renew(subscriptionId), 5);
      const renewed = (await mine(client))!;
      const charged = Math.max(0, 1000 - credit);
      expect(renewed.receipts[0]).toMatchObject({ kind: 'renewal', amountCents: charged });
      expect(billing().invoices.get(billing().subscriptions.get(subscriptionId)!.latest_invoice)!.amount_paid).toBe(
        charged,
      );
      expect(renewed.creditCents).toBe(Math.max(0, credit - 1000));
      expect(billing().customers.get(subscription.customer)!.balance).toBe(0);
    } finally {
      await advanceBillingClock(suite.t, -20);
    }
  });

  it('a change of interval starts a new period now, charged the server’s amount; Stripe’s own invoice of it is nothing', async () => {
    const tier = await makeTier(suite.admin, { title: 'Stripe Month Circle', monthlyPrice: '10', yearlyPrice: '100' });
    const { client } = await newMember(suite.t);
    const { membership: first, subscriptionId } = await joinedWithStripe(suite, client, tier.id);
    const seen = await preview(client, tier.id, 'year');
    const unused = Math.round(1000 * (await shareLeft(first)));
    expect(seen.amountNowCents).toBe(10000 - unused);
    const yearly = (await change(client, tier.id, 'year').expect(200)).body;
    expect(yearly).toMatchObject({ interval: 'year', amount: '$100' });
    expect(days(yearly.currentPeriodStart, yearly.currentPeriodEnd)).toBeGreaterThanOrEqual(365);
    expect(yearly.receipts[0]).toMatchObject({ kind: 'change', amountCents: seen.amountNowCents });

    const subscription = billing().subscriptions.get(subscriptionId)!;
    expect(subscription.items.data[0].price.recurring.interval).toBe('year');
    const invoices = billing()
      .invoicesOf(subscriptionId)
      .filter((i) => i.billing_reason === 'subscription_update');
    expect(invoices.map((i) => [i.status, i.subtotal, i.amount_paid])).toEqual([['paid', 10000, 0]]);
    expect(billing().customers.get(subscription.customer)!.balance).toBe(0);
    // its webhook changes nothing
    await deliver(
      suite.t,
      billing().events.filter((e) => e.data.object.id === invoices[0].id),
    );
    expect(await mine(client)).toEqual(yearly);
  });

  it('cancels at the period end at Stripe and resumes; a late delivery of the cancel does not undo the resume', async () => {
    const tier = await makeTier(suite.admin, { title: 'Stripe Leaving Circle', monthlyPrice: '20' });
    const { client, email } = await newMember(suite.t);
    const { membership: first, subscriptionId } = await joinedWithStripe(suite, client, tier.id);
    const subscription = () => billing().subscriptions.get(subscriptionId)!;

    const mark = billing().events.length;
    const cancelled = (await client.post('/api/account/membership/cancel').expect(200)).body;
    expect(cancelled).toMatchObject({
      cancelAtPeriodEnd: true,
      nextRenewalAt: null,
      accessUntil: first.currentPeriodEnd,
    });
    expect(subscription().cancel_at_period_end).toBe(true);
    const told = since(mark);
    const resumed = (await client.post('/api/account/membership/resume').expect(200)).body;
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, nextRenewalAt: first.currentPeriodEnd });
    expect(subscription().cancel_at_period_end).toBe(false);
    await deliver(suite.t, told, 5);
    expect(await mine(client)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    await client.post('/api/account/membership/cancel').expect(200);
    await deliver(suite.t, since(mark), 5);
    const ended = billing().renew(subscriptionId);
    expect(ended.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    await deliver(suite.t, ended, 5);
    expect(await mine(client)).toMatchObject({ status: 'cancelled', accessUntil: isoOf(ended[0].created) });
    expect(await suite.t.app.get(MemberAccessService).rankOf(await userIdOf(client))).toBe(0);
    await outboxSettled(suite.t);
    expect(mailsTo(suite.smtp, email, 'Your Stripe Leaving Circle membership is cancelled')).toHaveLength(2);
    expect(mailsTo(suite.smtp, email, 'Your Stripe Leaving Circle membership has ended')).toHaveLength(0);
  });

  it('ends a past due membership at Stripe when the grace period runs out, with one mail', async () => {
    const tier = await makeTier(suite.admin, { title: 'Stripe Grace Circle', monthlyPrice: '15' });
    const { client, email } = await newMember(suite.t);
    const { subscriptionId } = await joinedWithStripe(suite, client, tier.id);
    await deliver(suite.t, billing().renew(subscriptionId, { decline: true }));
    const due = (await mine(client))!;
    const toEnd = Math.ceil((Date.parse(due.accessUntil) - (await billingNow(suite.t)).getTime()) / DAY_MS);
    await advanceBillingClock(suite.t, toEnd);
    try {
      expect(await runBillingCycle(suite.t)).toEqual({ renewed: 0, failed: 0, ended: 1 });
      expect(await mine(client)).toMatchObject({ status: 'cancelled', accessUntil: due.accessUntil });
      const subscription = billing().subscriptions.get(subscriptionId)!;
      expect(subscription.status).toBe('canceled');
      await deliver(
        suite.t,
        billing().events.filter(
          (e) => e.type === 'customer.subscription.deleted' && e.data.object.id === subscriptionId,
        ),
        5,
      );
      await mailTo(suite.smtp, email, 'Your Stripe Grace Circle membership has ended');
      expect(await runBillingCycle(suite.t)).toEqual({ renewed: 0, failed: 0, ended: 0 });
      await mailedOnce(suite, email, 'Your Stripe Grace Circle membership has ended');
    } finally {
      await advanceBillingClock(suite.t, -toEnd);
    }
  });

  it('a join with another tier ends the unpaid subscription it replaces; Delete Account ends a live one', async () => {
    const a = await makeTier(suite.admin, { title: 'Stripe First Choice', monthlyPrice: '11' });
    const b = await makeTier(suite.admin, { title: 'Stripe Second Choice', monthlyPrice: '12' });
    const who = account();
    const client = await signedIn(suite.t, 'customer', who);
    const firstForm = (await join(client, a.id).expect(200)).body;
    const replaced = billing().subscriptionOf(firstForm.membership.id).id as string;
    // the same choice again answers the same subscription
    expect((await join(client, a.id).expect(200)).body.clientSecret).toBe(firstForm.clientSecret);
    const { membership, subscriptionId } = await joinedWithStripe(suite, client, b.id);
    expect(subscriptionId).not.toBe(replaced);
    expect(billing().subscriptions.get(replaced)!.status).toBe('canceled');
    expect(membership).toMatchObject({ status: 'active', tier: { id: b.id }, amount: '$12' });
    expect(
      new Set(
        [...billing().subscriptions.values()]
          .filter((s) => s.metadata.membershipId === String(membership.id))
          .map((s) => s.customer),
      ).size,
    ).toBe(1);
    expect((await join(client, a.id).expect(409)).body.message).toBe(
      'You are already a member. You can change your tier from your account.',
    );

    await client.post('/api/account/delete', { password: who.password }).expect(200);
    expect(billing().subscriptions.get(subscriptionId)!.status).toBe('canceled');
  });

  it('answers 500 when a handed-over event cannot be applied (Stripe delivers it again), and ignores other subscriptions', async () => {
    const tier = await makeTier(suite.admin, { title: 'Stripe Flaky Circle', monthlyPrice: '13' });
    const { client } = await newMember(suite.t);
    const form = (await join(client, tier.id).expect(200)).body;
    const paid = billing().confirmPayment(form.clientSecret);
    const [invoicePaid] = eventsOf(paid, 'invoice.paid');
    suite.fake.failNext = 1;
    await webhook(suite.t, invoicePaid).expect(500);
    await deliver(suite.t, [invoicePaid]);
    expect(await mine(client)).toMatchObject({ status: 'active' });

    const stranger: FakeEvent = {
      ...invoicePaid,
      id: 'evt_stranger',
      data: {
        object: {
          ...invoicePaid.data.object,
          id: 'in_stranger',
          billing_reason: 'subscription_cycle',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_stranger', metadata: {} },
          },
        },
      },
    };
    await deliver(suite.t, [
      stranger,
      {
        ...stranger,
        id: 'evt_stranger_gone',
        type: 'customer.subscription.deleted',
        data: { object: { id: 'sub_stranger', object: 'subscription' } },
      },
    ]);
    expect(await mine(client)).toMatchObject({
      status: 'active',
      receipts: [expect.objectContaining({ kind: 'first' })],
    });
    // the card form of the offline provider is not this server's
    expect(
      (
        await client
          .post('/api/account/membership/offline/confirm', {
            clientSecret: form.clientSecret,
            cardNumber: FAKE_CARDS.pays,
          })
          .expect(400)
      ).body.message,
    ).toBe('This server takes payments through Stripe.');
  });

  it('sent every write of the suite to Stripe under an idempotency key of its own', () => {
    const writes = suite.fake.requests.filter(
      (r) =>
        r.method === 'POST' &&
        /^\/v1\/(customers|products|prices|coupons|subscriptions|invoices|invoiceitems|setup_intents)/.test(r.path),
    );
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((r) => !r.idempotencyKey || r.idempotencyKey.startsWith('stripe-node-retry-'))).toEqual([]);
  });
});
