import { account, signedIn } from '../support/client';
import { joined, makeTier, membershipsSuite, mine, moveClock } from './membership-helpers';

// The memberships module's part of Download Account Data (memberships and invoices, the card by its
// last four digits only) and of Delete Account (ended at the provider, then the rows go).
describe("an account's memberships in its data export and its deletion", () => {
  const suite = membershipsSuite();

  it('exports the memberships and invoices, and deletes them with the account', async () => {
    const tier = await makeTier(suite.admin, { title: 'Private Circle', monthlyPrice: '12' });
    const who = account();
    const client = await signedIn(suite.t, 'customer', who);
    const first = await joined(client, tier.id);
    await moveClock(suite.admin, 32);
    const other = await signedIn(suite.t);
    await joined(other, tier.id);

    const file = JSON.parse((await client.get('/api/account/export').buffer(true).expect(200)).text);
    expect(file.memberships.memberships).toEqual([
      expect.objectContaining({
        tier: 'Private Circle',
        status: 'active',
        interval: 'month',
        price: '$12 a month',
        credit: '$0',
        startedAt: first.currentPeriodStart,
        cancelAtPeriodEnd: false,
        endedAt: null,
        card: { brand: 'Visa', last4: '4242' },
      }),
    ]);
    expect(
      file.memberships.invoices.map((i: { kind: string; status: string; amount: string }) => [
        i.kind,
        i.status,
        i.amount,
      ]),
    ).toEqual([
      ['first', 'paid', '$12'],
      ['renewal', 'paid', '$12'],
    ]);
    expect(JSON.stringify(file.memberships)).not.toMatch(/offline_pm|4242424242424242/);

    await client.post('/api/account/delete', { password: who.password }).expect(200);
    const left = (await suite.t.dataSource.query(
      `SELECT m.user_id AS "userId", count(i.id)::int AS invoices FROM memberships m
         LEFT JOIN membership_invoices i ON i.membership_id = m.id GROUP BY m.user_id`,
    )) as { userId: number; invoices: number }[];
    expect(left).toHaveLength(1);
    expect(left[0].invoices).toBe(1);
    expect(await mine(other)).toMatchObject({ status: 'active' });
  });
});
