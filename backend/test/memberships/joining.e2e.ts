import { billingNow } from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import {
  days,
  DECLINES,
  join,
  joined,
  mailTo,
  makeTier,
  membershipsSuite,
  mine,
  newMember,
  OWNER,
  pay,
  SITE,
} from './membership-helpers';

// Joining a tier: the account's membership waiting for its first payment, the offline test card
// form that starts it (a trial's card, or the first payment), and what is refused.
describe('joining a tier', () => {
  const suite = membershipsSuite();

  it('starts a free trial with a saved card: trialing until the trial ends, welcomed, the owner told', async () => {
    const tier = await makeTier(suite.admin, { title: 'Trial Circle', monthlyPrice: '19', trialDays: 14 });
    const { client, email } = await newMember(suite.t);
    const form = (await join(client, tier.id).expect(200)).body;
    expect(form).toMatchObject({ provider: 'offline', purpose: 'setup', amount: '$19', amountCents: 1900 });
    expect(form.membership).toMatchObject({ status: 'incomplete', tier: { id: tier.id, title: 'Trial Circle' } });

    const before = await billingNow(suite.t);
    const started = (await pay(client, form.clientSecret).expect(200)).body;
    expect(started.message).toBe('Your free trial has started.');
    const m = started.membership;
    expect(m).toMatchObject({
      status: 'trialing',
      interval: 'month',
      amount: '$19',
      price: '$19 a month',
      cancelAtPeriodEnd: false,
      card: { brand: 'Visa', last4: '4242' },
      receipts: [],
    });
    expect(days(before, m.trialEndsAt)).toBe(14);
    expect(m.nextRenewalAt).toBe(m.trialEndsAt);
    expect(m.accessUntil).toBe(m.trialEndsAt);
    expect(Math.abs(new Date(m.currentPeriodStart).getTime() - before.getTime())).toBeLessThan(60_000);

    const welcome = await mailTo(suite.smtp, email, 'Welcome to Trial Circle!');
    expect(welcome.text()).toContain('Your free trial runs until');
    expect(welcome.text()).toContain(`${SITE}/account?tab=membership`);
    expect((await mailTo(suite.smtp, OWNER, 'New member: Ada Lovelace joined Trial Circle')).text()).toContain(email);
  });

  it('takes the first payment: active for a month, its receipt listed; a year for the yearly price', async () => {
    const tier = await makeTier(suite.admin, { title: 'Paid Circle', monthlyPrice: '19', yearlyPrice: '190' });
    const monthly = await newMember(suite.t);
    const m = await joined(monthly.client, tier.id, 'month');
    expect(m).toMatchObject({ status: 'active', trialEndsAt: null, amount: '$19' });
    expect(days(m.currentPeriodStart, m.currentPeriodEnd)).toBeGreaterThanOrEqual(28);
    expect(days(m.currentPeriodStart, m.currentPeriodEnd)).toBeLessThanOrEqual(31);
    expect(m.receipts).toEqual([
      expect.objectContaining({
        amount: '$19',
        amountCents: 1900,
        kind: 'first',
        period: { start: m.currentPeriodStart, end: m.currentPeriodEnd },
      }),
    ]);
    expect((await mailTo(suite.smtp, monthly.email, 'Welcome to Paid Circle!')).text()).toContain(
      'Your first payment is in: $19 a month',
    );

    const yearly = await newMember(suite.t);
    const y = await joined(yearly.client, tier.id, 'year');
    expect(y).toMatchObject({ status: 'active', interval: 'year', amount: '$190', price: '$190 a year' });
    expect(days(y.currentPeriodStart, y.currentPeriodEnd)).toBeGreaterThanOrEqual(365);
  });

  it('declines the declined test card with 402, changing nothing; the right card then pays', async () => {
    const tier = await makeTier(suite.admin, { title: 'Declined Circle', monthlyPrice: '19' });
    const { client, email } = await newMember(suite.t);
    const form = (await join(client, tier.id).expect(200)).body;
    const refused = await pay(client, form.clientSecret, DECLINES).expect(402);
    expect(refused.body).toMatchObject({
      statusCode: 402,
      message: 'Your card was declined. Use the test card 4242 4242 4242 4242.',
    });
    expect(await mine(client)).toMatchObject({ status: 'incomplete', card: null, receipts: [] });

    expect((await pay(client, form.clientSecret).expect(200)).body.membership.status).toBe('active');
    // the same form again starts nothing twice
    expect((await pay(client, form.clientSecret).expect(200)).body.membership.receipts).toHaveLength(1);
    await outboxSettled(suite.t);
    expect(suite.smtp.mails.filter((m) => m.to.includes(email) && m.subject.startsWith('Welcome'))).toHaveLength(1);
  });

  it('makes one membership of two sign-ups at once', async () => {
    const tier = await makeTier(suite.admin, { title: 'Busy Circle', monthlyPrice: '19' });
    const { client } = await newMember(suite.t);
    const answers = await Promise.all([join(client, tier.id), join(client, tier.id), join(client, tier.id, 'month')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.membership.id)).size).toBe(1);
    const paid = await Promise.all(answers.map((a) => pay(client, a.body.clientSecret)));
    expect(paid.map((p) => p.status)).toEqual([200, 200, 200]);
    const m = await mine(client);
    expect(m).toMatchObject({ status: 'active' });
    expect(m!.receipts).toHaveLength(1);
  });

  it('refuses a second membership, a closed tier, a missing price and bad fields', async () => {
    const { admin } = suite;
    const tier = await makeTier(admin, { title: 'Only Monthly', monthlyPrice: '19' });
    const { client } = await newMember(suite.t);
    await joined(client, tier.id);
    expect((await join(client, tier.id).expect(409)).body.message).toBe(
      'You are already a member. You can change your tier from your account.',
    );

    const other = await newMember(suite.t);
    expect((await join(other.client, tier.id, 'year').expect(400)).body.message).toBe(
      'This tier has no yearly price. Please choose the other billing interval.',
    );
    expect((await join(other.client, 999999).expect(404)).body.message).toBe('This membership tier does not exist.');
    const closed = await makeTier(admin, { title: 'Closed Circle' });
    await admin.post(`/api/products/${closed.id}/archive`).expect(200);
    expect((await join(other.client, closed.id).expect(409)).body.message).toBe(
      'This tier is no longer open to new members. Please choose another one.',
    );
    const bad = await other.client.post('/api/account/membership', { tierId: 'x', interval: 'week' }).expect(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message).sort()).toEqual([
      "interval must be 'month' or 'year'.",
      'tierId must be the id of a membership tier.',
    ]);
    const secret = await other.client.post('/api/account/membership/offline/confirm', {
      clientSecret: 'nope',
      cardNumber: '4242424242424242',
    });
    expect([secret.status, secret.body.message]).toEqual([
      400,
      'This payment could not be found. Please start again from the membership page.',
    ]);
  });

  it("refuses another account's payment form with 403", async () => {
    const tier = await makeTier(suite.admin, { title: 'Mine Circle', monthlyPrice: '19' });
    const owner = await newMember(suite.t);
    const form = (await join(owner.client, tier.id).expect(200)).body;
    const stranger = await newMember(suite.t);
    expect((await pay(stranger.client, form.clientSecret).expect(403)).body.message).toBe(
      'This payment belongs to another account.',
    );
    expect(await mine(owner.client)).toMatchObject({ status: 'incomplete' });
  });
});
