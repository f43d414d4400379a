import { MemberAccessService } from '../../src/modules/memberships';
import { userIdOf } from '../courses/course-helpers';
import { billingNow } from '../support/factories';
import type { TestClient } from '../support/client';
import {
  DAY_MS,
  days,
  DECLINES,
  joined,
  mailTo,
  makeTier,
  type MembershipBody,
  membershipsSuite,
  mine,
  moveClock,
  newCard,
  newMember,
  OWNER,
} from './membership-helpers';

const dollars = (cents: number) =>
  cents % 100 ? `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` : `$${cents / 100}`;

// Cancel at the period's end and Resume; a change of tier or interval, prorated to the cent.
describe("the member's changes", () => {
  const suite = membershipsSuite();
  const cancel = (client: TestClient) => client.post('/api/account/membership/cancel');
  const resume = (client: TestClient) => client.post('/api/account/membership/resume');
  const change = (client: TestClient, tierId: number, interval = 'month') =>
    client.post('/api/account/membership/change', { tierId, interval });
  const preview = (client: TestClient, tierId: number, interval = 'month') =>
    client.get(`/api/account/membership/change?tierId=${tierId}&interval=${interval}`);

  // the share of the period still to come, now on the billing clock
  const shareLeft = async (m: MembershipBody) => {
    const [start, end] = [Date.parse(m.currentPeriodStart), Date.parse(m.currentPeriodEnd)];
    return (end - (await billingNow(suite.t)).getTime()) / (end - start);
  };

  it('cancels at the period end (mailed to both), resumes before it, and ends with no charge after it', async () => {
    const tier = await makeTier(suite.admin, { title: 'Leaving Circle', monthlyPrice: '20' });
    const { client, email } = await newMember(suite.t);
    const first = await joined(client, tier.id);

    const cancelled = (await cancel(client).expect(200)).body;
    expect(cancelled).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextRenewalAt: null,
      accessUntil: first.currentPeriodEnd,
    });
    expect((await mailTo(suite.smtp, email, 'Your Leaving Circle membership is cancelled')).text()).toContain(
      'You keep your access until',
    );
    await mailTo(suite.smtp, OWNER, 'Membership cancelled: Ada Lovelace (Leaving Circle)');

    const resumed = (await resume(client).expect(200)).body;
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, nextRenewalAt: first.currentPeriodEnd });
    expect((await resume(client).expect(409)).body.message).toBe(
      'Your membership is not set to end: there is nothing to resume.',
    );

    await cancel(client).expect(200);
    await mailTo(suite.smtp, email, 'Your Leaving Circle membership is cancelled', 2);
    const toEnd = Math.ceil((Date.parse(first.currentPeriodEnd) - (await billingNow(suite.t)).getTime()) / DAY_MS);
    expect(await moveClock(suite.admin, toEnd)).toMatchObject({ renewed: 0, ended: 1 });
    const ended = (await mine(client))!;
    expect(ended).toMatchObject({
      status: 'cancelled',
      accessUntil: first.currentPeriodEnd,
      receipts: [expect.objectContaining({ kind: 'first' })],
    });
    expect(await suite.t.app.get(MemberAccessService).rankOf(await userIdOf(client))).toBe(0);
    expect((await resume(client).expect(404)).body.message).toBe('You have no membership.');
  });

  it('ends a cancelled trial at its end without charging', async () => {
    const tier = await makeTier(suite.admin, { title: 'Trying Circle', monthlyPrice: '20', trialDays: 10 });
    const { client, email } = await newMember(suite.t);
    const trial = await joined(client, tier.id);
    expect((await cancel(client).expect(200)).body).toMatchObject({
      status: 'trialing',
      accessUntil: trial.trialEndsAt,
    });
    expect((await mailTo(suite.smtp, email, 'Your Trying Circle membership is cancelled')).text()).toContain(
      'your free trial ends without any charge',
    );
    expect(await moveClock(suite.admin, 10)).toMatchObject({ renewed: 0, failed: 0, ended: 1 });
    expect(await mine(client)).toMatchObject({ status: 'cancelled', receipts: [] });
  });

  it('prorates an upgrade to the cent, then keeps a downgrade’s credit for the next charge', async () => {
    const basic = await makeTier(suite.admin, { title: 'Basic Ten', monthlyPrice: '10' });
    const plus = await makeTier(suite.admin, { title: 'Plus Thirty', monthlyPrice: '30', rank: 2 });
    const { client, email } = await newMember(suite.t);
    const first = await joined(client, basic.id);
    await moveClock(suite.admin, 15);

    const share = await shareLeft(first);
    const upgrade = Math.round(3000 * share) - Math.round(1000 * share);
    const seen = (await preview(client, plus.id).expect(200)).body;
    expect(seen).toMatchObject({
      amountNow: dollars(upgrade),
      amountNowCents: upgrade,
      credit: '$0',
      newPrice: '$30 a month',
      nextRenewalAt: first.currentPeriodEnd,
    });
    expect(seen.effective).toMatch(/^Now\. Your next renewal, on .*, charges \$30\.$/);
    const upgraded = (await change(client, plus.id).expect(200)).body;
    expect(upgraded).toMatchObject({
      tier: { id: plus.id },
      amount: '$30',
      currentPeriodEnd: first.currentPeriodEnd,
      creditCents: 0,
    });
    expect(upgraded.receipts[0]).toMatchObject({
      kind: 'change',
      amountCents: upgrade,
      period: { end: first.currentPeriodEnd },
    });
    await mailTo(suite.smtp, email, 'Receipt: your Plus Thirty membership');
    expect(await suite.t.app.get(MemberAccessService).rankOf(await userIdOf(client))).toBe(2);

    const back = await shareLeft(first);
    const credit = Math.round(3000 * back) - Math.round(1000 * back);
    expect((await preview(client, basic.id).expect(200)).body).toMatchObject({
      amountNowCents: 0,
      creditCents: credit,
    });
    const downgraded = (await change(client, basic.id).expect(200)).body;
    expect(downgraded).toMatchObject({
      tier: { id: basic.id },
      creditCents: credit,
      credit: dollars(credit),
      receipts: [expect.objectContaining({ kind: 'change' }), expect.anything()],
    });

    // the next renewal takes the credit off the price, and what is left of it stays
    await moveClock(suite.admin, days(await billingNow(suite.t), first.currentPeriodEnd) + 1);
    const renewed = (await mine(client))!;
    expect(renewed.receipts[0]).toMatchObject({ kind: 'renewal', amountCents: Math.max(0, 1000 - credit) });
    expect(renewed.creditCents).toBe(Math.max(0, credit - 1000));
  });

  it('starts a new period now for a change of interval, charging its price less the unused part', async () => {
    const monthly = await makeTier(suite.admin, { title: 'Month Circle', monthlyPrice: '10', yearlyPrice: '100' });
    const { client } = await newMember(suite.t);
    const first = await joined(client, monthly.id);
    await moveClock(suite.admin, 10);
    const unused = Math.round(1000 * (await shareLeft(first)));
    const yearly = (await change(client, monthly.id, 'year').expect(200)).body;
    expect(yearly).toMatchObject({ interval: 'year', amount: '$100' });
    expect(days(yearly.currentPeriodStart, yearly.currentPeriodEnd)).toBeGreaterThanOrEqual(365);
    expect(yearly.receipts[0]).toMatchObject({ kind: 'change', amountCents: 10000 - unused });
    expect((await change(client, monthly.id, 'year').expect(409)).body.message).toBe(
      'You are already on this tier, billed this way.',
    );
  });

  it('changes only the tier during a trial', async () => {
    const a = await makeTier(suite.admin, { title: 'Trial A', monthlyPrice: '10', trialDays: 14 });
    const b = await makeTier(suite.admin, { title: 'Trial B', monthlyPrice: '40', trialDays: 3 });
    const { client } = await newMember(suite.t);
    const trial = await joined(client, a.id);
    expect((await preview(client, b.id).expect(200)).body).toMatchObject({ amountNowCents: 0, creditCents: 0 });
    const changed = (await change(client, b.id).expect(200)).body;
    expect(changed).toMatchObject({
      status: 'trialing',
      tier: { id: b.id },
      amount: '$40',
      trialEndsAt: trial.trialEndsAt,
      receipts: [],
    });
  });
  it('refuses what cannot be done: no membership (404), the same tier (409), a declined card (402, nothing changed)', async () => {
    const basic = await makeTier(suite.admin, { title: 'Refusing Basic', monthlyPrice: '10' });
    const plus = await makeTier(suite.admin, { title: 'Refusing Plus', monthlyPrice: '30', rank: 2 });
    const { client } = await newMember(suite.t);
    const none = 'You have no membership.';
    expect((await cancel(client).expect(404)).body.message).toBe(none);
    expect((await client.post('/api/account/membership/card').expect(404)).body.message).toBe(none);
    expect((await preview(client, plus.id).expect(404)).body.message).toBe(none);
    expect((await change(client, plus.id).expect(404)).body.message).toBe(none);

    const first = await joined(client, basic.id);
    expect((await preview(client, basic.id).expect(409)).body.message).toBe(
      'You are already on this tier, billed this way.',
    );
    await newCard(client, DECLINES);
    await moveClock(suite.admin, 3);
    const declined = await change(client, plus.id).expect(402);
    expect(declined.body.message).toBe('Your card was declined. Use the test card 4242 4242 4242 4242.');
    expect(await mine(client)).toMatchObject({
      tier: { id: basic.id },
      amount: '$10',
      receipts: [expect.objectContaining({ kind: 'first' })],
    });
    expect((await mine(client))!.currentPeriodEnd).toBe(first.currentPeriodEnd);
  });
});
