import { MemberAccessService } from '../../src/modules/memberships';
import { userIdOf } from '../courses/course-helpers';
import { advanceBillingClock, billingNow, runBillingCycle } from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import {
  DAY_MS,
  days,
  DECLINES,
  joined,
  mailsTo,
  mailTo,
  makeTier,
  type MembershipBody,
  membershipsSuite,
  mine,
  moveClock,
  newCard,
  newMember,
  PAYS,
  SITE,
} from './membership-helpers';

// The offline provider's cycle on its clock: a trial's end charged, renewals paid, failed ones
// retried and mailed, a new card that pays what is owed, the grace period's end, and two cycles at
// once charging and mailing once.
describe('renewals on the billing clock', () => {
  const suite = membershipsSuite();

  // whole days from the billing clock's now to just past the membership's period end
  const daysToPeriodEnd = async (m: MembershipBody) =>
    Math.ceil((new Date(m.currentPeriodEnd).getTime() - (await billingNow(suite.t)).getTime()) / DAY_MS);

  it("charges the trial's end: active for a month from it, with its receipt", async () => {
    const tier = await makeTier(suite.admin, { title: 'Seven Day Circle', monthlyPrice: '19', trialDays: 7 });
    const { client, email } = await newMember(suite.t);
    const trial = await joined(client, tier.id);
    expect(await moveClock(suite.admin, 7)).toEqual(expect.objectContaining({ renewed: 1, failed: 0, ended: 0 }));

    const m = (await mine(client))!;
    expect(m).toMatchObject({
      status: 'active',
      trialEndsAt: trial.trialEndsAt,
      currentPeriodStart: trial.trialEndsAt,
    });
    expect(m.receipts).toEqual([
      expect.objectContaining({
        kind: 'first',
        amount: '$19',
        period: { start: trial.trialEndsAt, end: m.currentPeriodEnd },
      }),
    ]);
    const receipt = await mailTo(suite.smtp, email, 'Receipt: your Seven Day Circle membership');
    expect(receipt.text()).toContain('Amount: $19');
  });

  it('renews at the period end: the next period, a receipt; nothing more until it is due', async () => {
    const tier = await makeTier(suite.admin, { title: 'Renewing Circle', monthlyPrice: '25' });
    const { client, email } = await newMember(suite.t);
    const first = await joined(client, tier.id);
    expect(await moveClock(suite.admin, (await daysToPeriodEnd(first)) - 1)).toMatchObject({ renewed: 0 });
    expect(await moveClock(suite.admin, 1)).toMatchObject({ renewed: 1 });

    const m = (await mine(client))!;
    expect(m).toMatchObject({
      status: 'active',
      currentPeriodStart: first.currentPeriodEnd,
      nextRenewalAt: m.currentPeriodEnd,
    });
    expect(m.receipts.map((r: MembershipBody) => [r.kind, r.amount, r.period.start])).toEqual([
      ['renewal', '$25', first.currentPeriodEnd],
      ['first', '$25', first.currentPeriodStart],
    ]);
    await mailTo(suite.smtp, email, 'Receipt: your Renewing Circle membership');
    expect(await runBillingCycle(suite.t)).toEqual({ renewed: 0, failed: 0, ended: 0 });
  });

  it('a failed renewal: past due with a mail at each failure; a new card pays it at once and restores access', async () => {
    const tier = await makeTier(suite.admin, { title: 'Recovery Circle', monthlyPrice: '30' });
    const { client, email } = await newMember(suite.t);
    const first = await joined(client, tier.id);
    const switched = await newCard(client, DECLINES);
    expect(switched.body).toMatchObject({ message: 'Your card is saved.', membership: { card: { last4: '0002' } } });

    expect(await moveClock(suite.admin, await daysToPeriodEnd(first))).toMatchObject({ renewed: 0, failed: 1 });
    const due = (await mine(client))!;
    const since = first.currentPeriodEnd;
    expect(due).toMatchObject({ status: 'past_due', pastDueSince: since, currentPeriodEnd: since });
    expect(days(since, due.nextRenewalAt)).toBe(1);
    expect(days(since, due.accessUntil)).toBe(7);
    const userId = await userIdOf(client);
    expect(await suite.t.app.get(MemberAccessService).rankOf(userId)).toBe(1);
    const notice = await mailTo(suite.smtp, email, 'Your payment for Recovery Circle did not go through');
    expect(notice.text()).toContain(`Update card: ${SITE}/account?tab=membership`);
    expect(notice.text()).toContain('We will try again on');
    expect(notice.text()).toContain('Your membership stays open until');

    // tried again a day after the first failure, and mailed again
    expect(await moveClock(suite.admin, 1)).toMatchObject({ failed: 1 });
    expect(days(since, (await mine(client))!.nextRenewalAt)).toBe(3);
    await mailTo(suite.smtp, email, 'Your payment for Recovery Circle did not go through', 2);

    // the declined card again: 402, nothing changed
    await newCard(client, DECLINES, 402);
    const recovered = await newCard(client, PAYS);
    expect(recovered.body.message).toBe('Your card is saved and your payment is in: your membership is active again.');
    expect(recovered.body.membership).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodStart: since,
      card: { last4: '4242' },
    });
    expect(recovered.body.membership.receipts[0]).toMatchObject({
      kind: 'renewal',
      amount: '$30',
      period: { start: since },
    });
    await mailTo(suite.smtp, email, 'Receipt: your Recovery Circle membership');
  });

  it('ends the membership when the grace period runs out, with a mail', async () => {
    await suite.admin.send('put', '/api/admin/memberships/settings', { graceDays: 2 }).expect(200);
    const tier = await makeTier(suite.admin, { title: 'Grace Circle', monthlyPrice: '15' });
    const { client, email } = await newMember(suite.t);
    const first = await joined(client, tier.id);
    await newCard(client, DECLINES);
    expect(await moveClock(suite.admin, await daysToPeriodEnd(first))).toMatchObject({ failed: 1 });
    expect(await moveClock(suite.admin, 2)).toMatchObject({ failed: 1, ended: 1 });

    const ended = (await mine(client))!;
    expect(ended).toMatchObject({ status: 'cancelled', nextRenewalAt: null });
    expect(days(first.currentPeriodEnd, ended.accessUntil)).toBe(2);
    expect(await suite.t.app.get(MemberAccessService).rankOf(await userIdOf(client))).toBe(0);
    const mail = await mailTo(suite.smtp, email, 'Your Grace Circle membership has ended');
    expect(mail.text()).toContain('so your access ended on');
  });

  it('two cycles at once charge each renewal once and mail it once', async () => {
    const tier = await makeTier(suite.admin, { title: 'Busy Cycle Circle', monthlyPrice: '12' });
    const members = await Promise.all([newMember(suite.t), newMember(suite.t), newMember(suite.t)]);
    const firsts = [];
    for (const member of members) firsts.push(await joined(member.client, tier.id));
    await advanceBillingClock(suite.t, Math.max(...(await Promise.all(firsts.map(daysToPeriodEnd)))));

    const reports = await Promise.all([runBillingCycle(suite.t), runBillingCycle(suite.t)]);
    expect(reports[0].renewed + reports[1].renewed).toBe(3);
    for (const member of members) {
      const m = (await mine(member.client))!;
      expect(m.receipts.map((r: MembershipBody) => r.kind)).toEqual(['renewal', 'first']);
    }
    await outboxSettled(suite.t);
    for (const member of members)
      expect(mailsTo(suite.smtp, member.email, 'Receipt: your Busy Cycle Circle membership')).toHaveLength(1);
  });
});
