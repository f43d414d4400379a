import { account, signedIn, type TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';
import { booked, bookingsSuite, consultation, firstSlot, hoursFromNow, idOf, isOffered } from './booking-helpers';

// The bookings module's part of Download Account Data (the sessions with their times and zone)
// and of Delete Account (the bookings go, their times are offered again).
describe("an account's bookings in its data export and its deletion", () => {
  const suite = bookingsSuite();
  let t: TestApp;
  let admin: TestClient;
  let visitor: TestClient;
  beforeAll(() => ({ t, admin, visitor } = suite));

  it('exports the sessions and deletes them with the account, freeing their times', async () => {
    const intro = await consultation(t, admin, 'Introductory Call', '0');
    const session = await consultation(t, admin, 'Strategy Session', '150');
    const who = account();
    const customer = await signedIn(t, 'customer', who);
    const userId = await idOf(customer);
    const callAt = await firstSlot(visitor, intro.id, hoursFromNow(48));
    const holdAt = await firstSlot(visitor, session.id, hoursFromNow(72));
    const call = await booked(customer, intro.id, callAt);
    const hold = await booked(customer, session.id, holdAt);
    // somebody else's session is neither in the file nor deleted
    const other = await booked(await signedIn(t), intro.id, await firstSlot(visitor, intro.id, hoursFromNow(96)));

    const file = (await customer.get('/api/account/export').buffer(true).expect(200)).text;
    expect(JSON.parse(file).bookings).toEqual({
      sessions: [
        {
          title: 'Introductory Call',
          startsAt: callAt,
          endsAt: call.endsAt,
          status: 'confirmed',
          customerTimeZone: 'Europe/Berlin',
        },
        {
          title: 'Strategy Session',
          startsAt: holdAt,
          endsAt: hold.endsAt,
          status: 'held',
          customerTimeZone: 'Europe/Berlin',
        },
      ],
    });

    await customer.post('/api/account/delete', { password: who.password }).expect(200);
    const left = (await t.dataSource.query('SELECT id, user_id AS "userId" FROM bookings ORDER BY id')) as {
      id: number;
      userId: number;
    }[];
    expect(left.filter((b) => b.userId === userId)).toEqual([]);
    expect(left.map((b) => b.id)).toContain(other.id);
    expect(await isOffered(visitor, intro.id, callAt)).toBe(true);
    expect(await isOffered(visitor, session.id, holdAt)).toBe(true);
  });
});
