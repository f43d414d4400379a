import { makeKey, withKey } from '../auth/api-keys-helpers';
import { account, signedIn } from '../support/client';
import { ApiKeysService } from '../../src/modules/auth/api-keys/api-keys.service';
import { billingNow, makeAccount, queueOwnerDigest, setAccountRole } from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import { createTestApp } from '../support/test-app';
import { join, joined, mailsTo, mailTo, makeTier, membershipsSuite, OWNER } from './membership-helpers';

// The owner's side: the members list (searched, filtered, paged, as CSV, with an API key), the
// figures, the settings and their mails, and the billing clock where it may not move.
describe("the owner's memberships", () => {
  const suite = membershipsSuite();

  const memberNamed = async (firstName: string, lastName: string) => {
    const who = account({ firstName, lastName });
    return { client: await signedIn(suite.t, 'customer', who), email: who.email };
  };

  it('lists members newest first, searched by name or address, filtered by status and tier, paged and as CSV', async () => {
    const { admin } = suite;
    const gold = await makeTier(admin, { title: 'Gold List', monthlyPrice: '10', yearlyPrice: '100' });
    const silver = await makeTier(admin, { title: 'Silver List', monthlyPrice: '5', trialDays: 7 });
    const grace = await memberNamed('Grace', 'Hopper');
    const alan = await memberNamed('Alan', 'Turing');
    const katherine = await memberNamed('Katherine', 'Johnson');
    await joined(grace.client, gold.id);
    await joined(alan.client, silver.id);
    await joined(katherine.client, gold.id, 'year');
    await join((await memberNamed('Never', 'Paid')).client, gold.id).expect(200);

    const all = await admin.get('/api/admin/memberships/members').expect(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body.map((m: { member: { name: string } }) => m.member.name)).toEqual([
      'Katherine Johnson',
      'Alan Turing',
      'Grace Hopper',
    ]);
    expect(all.body[1]).toMatchObject({
      member: { name: 'Alan Turing', email: alan.email },
      tier: { id: silver.id, title: 'Silver List' },
      status: 'trialing',
      price: '$5 a month',
      cancelAtPeriodEnd: false,
    });
    const names = async (query: string) =>
      (await admin.get(`/api/admin/memberships/members?${query}`).expect(200)).body.map(
        (m: { member: { name: string } }) => m.member.name,
      );
    expect(await names('search=HOPPER')).toEqual(['Grace Hopper']);
    expect(await names(`search=${encodeURIComponent(alan.email)}`)).toEqual(['Alan Turing']);
    expect(await names('status=trialing')).toEqual(['Alan Turing']);
    expect(await names('status=incomplete')).toEqual(['Never Paid']);
    expect(await names(`tierId=${gold.id}`)).toEqual(['Katherine Johnson', 'Grace Hopper']);
    const page = await admin.get('/api/admin/memberships/members?limit=2').expect(200);
    expect(page.body).toHaveLength(2);
    const rest = await admin
      .get(`/api/admin/memberships/members?limit=2&cursor=${page.headers['x-next-cursor']}`)
      .expect(200);
    expect(rest.body.map((m: { member: { name: string } }) => m.member.name)).toEqual(['Grace Hopper']);
    const bad = await admin.get('/api/admin/memberships/members?status=gone').expect(400);
    expect(bad.body.errors[0].message).toBe('status must be one of incomplete, trialing, active, past_due, cancelled.');

    const csv = await admin.get(`/api/admin/memberships/members.csv?tierId=${gold.id}`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'name,email,tier,status,interval,price,started_at,current_period_end,cancel_at_period_end,ended_at',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 6))).toEqual([
      ['Katherine Johnson', katherine.email, 'Gold List', 'active', 'year', '$100 a year'],
      ['Grace Hopper', grace.email, 'Gold List', 'active', 'month', '$10 a month'],
    ]);

    // a script with an admin key reads them; a read-content key does not
    const adminKey = withKey(suite.t, (await makeKey(admin, 'admin')).token);
    expect((await adminKey.get('/api/admin/memberships/members?search=hopper').expect(200)).body).toHaveLength(1);
    const readOnly = withKey(suite.t, (await makeKey(admin, 'read-content')).token);
    await readOnly.get('/api/admin/memberships/members').expect(403);
  });

  it('counts members by status, the monthly recurring revenue and the new members of each day', async () => {
    const { admin } = suite;
    const gold = await makeTier(admin, { title: 'Gold Figures', monthlyPrice: '10', yearlyPrice: '100' });
    await joined((await memberNamed('Mary', 'Monthly')).client, gold.id);
    await joined((await memberNamed('Yves', 'Yearly')).client, gold.id, 'year');
    await join((await memberNamed('Ingrid', 'Incomplete')).client, gold.id).expect(200);
    const cancelling = await memberNamed('Carl', 'Cancel');
    await joined(cancelling.client, gold.id);
    await cancelling.client.post('/api/account/membership/cancel').expect(200);

    const figures = (await admin.get('/api/admin/memberships/figures').expect(200)).body;
    expect(figures.counts).toEqual({ incomplete: 1, trialing: 0, active: 3, past_due: 0, cancelled: 0 });
    // 2 × $10 a month and $100 a year / 12
    expect(figures).toMatchObject({ mrrCents: 2833, mrr: '$28.33' });
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)).toMatchObject({ new: 3, churned: 0 });
    const bad = await admin.get('/api/admin/memberships/figures?from=2026-03-02&to=2026-03-01').expect(400);
    expect(bad.body.message).toBe('Please choose at most 366 days, the last one not before the first.');
  });

  it("mails the owner each new member, nothing with 'none', and a daily digest with 'digest'", async () => {
    const { admin, smtp } = suite;
    const tier = await makeTier(admin, { title: 'News Circle', monthlyPrice: '10' });
    await joined((await memberNamed('Eve', 'Each')).client, tier.id);
    await mailTo(smtp, OWNER, 'New member: Eve Each joined News Circle');

    const refused = await admin
      .send('put', '/api/admin/memberships/settings', { graceDays: 61, ownerMail: 'weekly' })
      .expect(400);
    expect(refused.body.errors.map((e: { message: string }) => e.message).sort()).toEqual([
      'graceDays must be a whole number from 0 to 60.',
      "ownerMail must be 'each', 'digest' or 'none'.",
    ]);
    // nothing given changes nothing
    expect((await admin.send('put', '/api/admin/memberships/settings', {}).expect(200)).body.ownerMail).toBe('each');
    expect(
      (await admin.send('put', '/api/admin/memberships/settings', { ownerMail: 'none' }).expect(200)).body,
    ).toMatchObject({
      graceDays: 7,
      ownerMail: 'none',
      provider: 'offline',
    });
    await joined((await memberNamed('Nora', 'None')).client, tier.id);

    await admin.send('put', '/api/admin/memberships/settings', { ownerMail: 'digest' }).expect(200);
    const dora = await memberNamed('Dora', 'Digest');
    await joined(dora.client, tier.id);
    await dora.client.post('/api/account/membership/cancel').expect(200);
    const tomorrow = new Date((await billingNow(suite.t)).getTime() + 24 * 3600_000);
    await queueOwnerDigest(suite.t, tomorrow);
    await queueOwnerDigest(suite.t, tomorrow);
    await outboxSettled(suite.t);
    const digests = smtp.mails.filter((m) => m.to.includes(OWNER) && m.subject.startsWith('Memberships: '));
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toMatch(/^Memberships: 3 new, 1 cancelled \(\d{4}-\d{2}-\d{2}\)$/);
    expect(digests[0].text()).toContain(`Dora Digest (${dora.email}): News Circle`);
    expect(mailsTo(smtp, OWNER, 'New member: Nora None joined News Circle')).toEqual([]);
    expect(mailsTo(smtp, OWNER, 'New member: Dora Digest joined News Circle')).toEqual([]);
  });

  it('moves the billing clock only with the offline provider, and never in production; Stripe needs its webhooks', async () => {
    const bad = await suite.admin.post('/api/admin/memberships/clock', { days: 0 }).expect(400);
    expect(bad.body.errors[0].message).toBe('days must be a whole number from 1 to 400.');

    const stripe = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake' },
    });
    try {
      const owner = await signedIn(stripe, 'admin');
      const moved = await owner.post('/api/admin/memberships/clock', { days: 1 }).expect(409);
      expect(moved.body.message).toBe('The billing clock only moves with the offline provider.');
      const tier = await makeTier(owner, { title: 'Stripe Circle', monthlyPrice: '10' });
      // Stripe keys without STRIPE_WEBHOOK_SECRET: renewals could never arrive, so nobody joins
      const joining = await join(await signedIn(stripe), tier.id).expect(503);
      expect(joining.body.message).toBe('Memberships cannot be paid on this server yet. Please try again later.');
    } finally {
      await stripe.close();
    }

    // in production a browser needs https for its CSRF cookie: the owner's script calls with an admin key
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const who = account();
      const id = await makeAccount(production, who);
      await setAccountRole(production, who.email, 'admin');
      const owner = { id, ...who, role: 'admin', createdAt: new Date() };
      const { token } = await production.app.get(ApiKeysService).create(owner, { name: 'clock', scope: 'admin' });
      const moved = await withKey(production, token).post('/api/admin/memberships/clock', { days: 1 }).expect(403);
      expect(moved.body.message).toBe('The billing clock cannot be moved in production.');
    } finally {
      await production.close();
    }
  });
});
