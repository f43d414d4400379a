import { NotFoundException } from '@nestjs/common';
import { AuthErrors } from '../../src/modules/auth/auth.errors';
import { DownloadsService } from '../../src/modules/commerce/orders/downloads.service';
import { sessionCount, signedInAs, userRow } from '../auth/account-helpers';
import { outboxDone } from '../blog/subscription-helpers';
import { account, newClient, signedIn, type TestClient } from '../support/client';
import { leaveOnlyAdmin, resetBlog, resetShop, restoreAdmins } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import {
  buyGuide,
  confirmedCustomer,
  emptyProductUpdates,
  setPreferences,
  studentOfACourse,
  subscribedFromACampaign,
} from './privacy-helpers';

const deleteAccount = (client: TestClient, password: string) => client.post('/api/account/delete', { password });

describe('Delete Account', () => {
  // a refused mail waits a minute for its retry: it is still waiting when the account goes
  const bed = mailTestBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(async () => {
    t = await bed.app({ retryDelaysMs: Array(5).fill(60_000) });
    await resetShop(t);
    await resetBlog(t);
    await emptyProductUpdates(t);
    admin = await signedIn(t, 'admin');
  });

  it('refuses a wrong or missing password with a readable 400, changing nothing', async () => {
    const { who, client } = await confirmedCustomer(t, bed.smtp);
    const wrong = await deleteAccount(client, 'not-my-password').expect(400);
    expect(wrong.body.message).toBe('The password is not correct. Your account was not deleted.');
    const missing = await deleteAccount(client, '').expect(400);
    expect(missing.body.message).toBe('Please enter your password to delete your account.');
    expect(await userRow(t, who.email)).toBeDefined();
    await client.get('/api/auth/user').expect(200);
  });

  it('deletes the account and its data; its orders stay, anonymised; its sessions and downloads end', async () => {
    const { who, client } = await confirmedCustomer(t, bed.smtp);
    const { id: userId } = (await client.get('/api/auth/user').expect(200)).body;
    await subscribedFromACampaign(t, client, who.email);
    await setPreferences(client, { dailyBlogPosts: true, productUpdates: true });
    const { orderId } = await buyGuide(admin, client);
    // where they came from: their subscription's and their order's visits
    const [{ id: subscriberId }] = await t.dataSource.query('SELECT id FROM subscribers WHERE email = $1', [who.email]);
    const conversionsOf = () =>
      t.dataSource.query(
        `SELECT kind FROM analytics_conversions
         WHERE (kind = 'order' AND ref_id = $1) OR (kind = 'subscriber' AND ref_id = $2) ORDER BY kind`,
        [orderId, subscriberId],
      );
    expect(await conversionsOf()).toEqual([{ kind: 'order' }, { kind: 'subscriber' }]);
    const [download] = (await client.get('/api/downloads').expect(200)).body;
    const phone = await signedInAs(t, who);
    const course = await studentOfACourse(t, admin, userId);

    const res = await deleteAccount(client, who.password).expect(200);
    expect(res.body).toEqual({ message: 'Your account has been deleted.' });
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);

    // signed out here and on every other device; the password opens nothing
    await client.get('/api/auth/user').expect(401);
    await phone.get('/api/auth/user').expect(401);
    expect(await sessionCount(t, userId)).toBe(0);
    await (await newClient(t)).post('/api/auth/login', { email: who.email, password: who.password }).expect(401);

    // the account, its links, its lists
    expect(await userRow(t, who.email)).toBeUndefined();
    const count = async (sql: string, param: unknown) =>
      ((await t.dataSource.query(sql, [param])) as { n: number }[])[0].n;
    expect(await count(`SELECT count(*)::int AS n FROM account_tokens WHERE user_id = $1`, userId)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM product_update_subscriptions WHERE user_id = $1`, userId)).toBe(
      0,
    );
    expect(await count(`SELECT count(*)::int AS n FROM subscribers WHERE email = $1`, who.email)).toBe(0);
    // nothing left tells where they came from
    expect(await conversionsOf()).toEqual([]);
    // its courses: enrolments and progress (the course itself stays)
    expect(await count(`SELECT count(*)::int AS n FROM course_enrolments WHERE user_id = $1`, userId)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM course_progress WHERE user_id = $1`, userId)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM course_lessons WHERE product_id = $1`, course.productId)).toBe(
      2,
    );

    // the order stays for the books, without its buyer
    const orders = await t.dataSource.query(
      `SELECT o.user_id, o.status, o.client_secret, count(i.id)::int AS items
       FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = $1 GROUP BY o.id`,
      [orderId],
    );
    expect(orders).toEqual([{ user_id: null, status: 'completed', client_secret: null, items: 1 }]);

    // the signed link of the bought file opens nothing, with or without a session
    await client.get(download.url).expect(401);
    const link = new URL(download.url, 'https://coach.example');
    const resolving = t.app
      .get(DownloadsService)
      .resolve(userId, download.itemId, Number(link.searchParams.get('expires')), link.searchParams.get('signature')!);
    await expect(resolving).rejects.toBeInstanceOf(NotFoundException);

    // the address can make a new account
    await (await newClient(t)).post('/api/auth/register', who).expect(201);
  });

  it('skips the mails still waiting for the account, and no outbox row keeps its addresses', async () => {
    const { who, client } = await confirmedCustomer(t, bed.smtp);
    const { id: userId } = (await client.get('/api/auth/user').expect(200)).body;
    await buyGuide(admin, client);
    // a change of address waiting for its link: the new address is the account's too
    const newEmail = `new.${who.email}`;
    const { firstName, lastName } = who;
    await client.send('patch', '/api/account/profile', { firstName, lastName, email: newEmail }).expect(200);
    await outboxDone(t);
    bed.smtp.refuseNext = 1;
    await (await newClient(t)).post('/api/auth/forgot-password', { email: who.email }).expect(200);
    const waiting = await waitFor(
      async () => {
        const [row] = await t.dataSource.query(
          `SELECT id FROM mail_outbox WHERE kind = 'password-reset' AND status = 'pending' AND attempts = 1`,
        );
        return row ?? false;
      },
      15_000,
      'the reset mail refused once',
    );

    await deleteAccount(client, who.password).expect(200);
    const [reset] = await t.dataSource.query(
      `SELECT status, recipient, payload, last_error FROM mail_outbox WHERE id = $1`,
      [waiting.id],
    );
    expect(reset).toEqual({
      status: 'skipped',
      recipient: `forgotten-${waiting.id}@invalid`,
      payload: {},
      last_error: 'Not sent: the account was deleted',
    });
    const traces = await t.dataSource.query(
      `SELECT kind, status FROM mail_outbox
       WHERE lower(recipient) = ANY($1::text[]) OR payload::text ILIKE ANY($2::text[]) OR payload @> $3::jsonb`,
      [[who.email, newEmail], [`%${who.email}%`, `%${newEmail}%`], JSON.stringify({ userId })],
    );
    expect(traces).toEqual([]);
    const forgotten = await t.dataSource.query(
      `SELECT kind, status FROM mail_outbox WHERE recipient LIKE 'forgotten-%' ORDER BY id`,
    );
    expect(forgotten).toEqual(
      expect.arrayContaining([
        { kind: 'email-confirmation', status: 'sent' },
        { kind: 'order-confirmation', status: 'sent' },
        { kind: 'email-change', status: 'sent' },
        { kind: 'password-reset', status: 'skipped' },
      ]),
    );
  });

  it('refuses the site’s last admin with 409, and lets an admin go while another remains', async () => {
    const owner = account({ password: 'owner-pass' });
    const first = await signedIn(t, 'admin', owner);
    // this test's admins are the only ones (suites share the database)
    const { id } = (await first.get('/api/auth/user').expect(200)).body;
    const demoted = await leaveOnlyAdmin(t, id);
    try {
      const refused = await deleteAccount(first, owner.password).expect(409);
      expect(refused.body.message).toBe(AuthErrors.lastAdmin);
      await first.get('/api/auth/user').expect(200);

      const second = await signedIn(t, 'admin');
      await deleteAccount(first, owner.password).expect(200);
      const me = (await second.get('/api/auth/user').expect(200)).body;
      expect((await deleteAccount(second, 'secret123').expect(409)).body.message).toBe(AuthErrors.lastAdmin);
      expect(me.role).toBe('admin');
    } finally {
      // the admins of the suites before are theirs again
      await restoreAdmins(t, demoted);
    }
  });

  it('needs the CSRF token, like every write', async () => {
    const { who, client } = await confirmedCustomer(t, bed.smtp);
    const forged = await client.agent
      .post('/api/account/delete')
      .set('X-Forwarded-For', client.ip)
      .send({ password: who.password })
      .expect(403);
    expect(forged.body.message).toMatch(/security token/);
    expect(await userRow(t, who.email)).toBeDefined();
  });
});
