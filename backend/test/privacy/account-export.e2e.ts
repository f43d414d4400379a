import { newClient, signedIn } from '../support/client';
import { signedInAs } from '../auth/account-helpers';
import { resetBlog, resetShop } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import {
  buyGuide,
  confirmedCustomer,
  emptyProductUpdates,
  setPreferences,
  studentOfACourse,
  subscribedFromACampaign,
} from './privacy-helpers';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

// Every secret the database keeps about the account: none may be in its export.
async function secretsOf(t: TestApp, userId: number, email: string): Promise<string[]> {
  const q = (sql: string) => t.dataSource.query(sql, [userId]) as Promise<Record<string, string | null>[]>;
  const rows = [
    ...(await q(`SELECT password_hash AS s FROM users WHERE id = $1`)),
    ...(await q(`SELECT sid AS s FROM session WHERE sess -> 'passport' ->> 'user' = $1::text`)),
    ...(await q(`SELECT token_hash AS s FROM account_tokens WHERE user_id = $1`)),
    ...(await q(`SELECT unsubscribe_token AS s FROM product_update_subscriptions WHERE user_id = $1`)),
    ...(await q(`SELECT client_secret AS s FROM orders WHERE user_id = $1`)),
    ...(await q(`SELECT payment_intent_id AS s FROM orders WHERE user_id = $1`)),
    ...((await t.dataSource.query(`SELECT unsubscribe_token AS s FROM subscribers WHERE email = $1`, [email])) as {
      s: string;
    }[]),
  ];
  return rows.map((r) => r.s).filter((s): s is string => !!s);
}

describe('Download Account Data', () => {
  const bed = mailTestBed();

  it('answers one JSON attachment with profile, preferences, orders with items, files bought, courses and devices, and no secret', async () => {
    const t = await bed.app();
    await resetShop(t);
    await resetBlog(t);
    await emptyProductUpdates(t);
    const admin = await signedIn(t, 'admin');
    const { who, client } = await confirmedCustomer(t, bed.smtp);
    await subscribedFromACampaign(t, client, who.email);
    await setPreferences(client, { dailyBlogPosts: true, productUpdates: true });
    const { productId } = await buyGuide(admin, client);
    await signedInAs(t, who, CHROME_ANDROID);
    const { id: userId } = (await client.get('/api/auth/user').expect(200)).body;
    // a course the owner enrolled them in, with one of its lessons done and the drip mails stopped
    await studentOfACourse(t, admin, userId, {
      enrolledAt: new Date('2026-03-07T15:00:00Z'),
      completedAt: new Date('2026-03-08T09:30:00Z'),
      dripMails: false,
    });

    const res = await client.get('/api/account/export').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = Buffer.isBuffer(res.body) ? res.body.toString() : res.text;
    const data = JSON.parse(file);

    // in the order the document lists them, whatever order the modules registered their parts in
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'site',
      'profile',
      'emailPreferences',
      'mailDeliverability',
      'orders',
      'downloads',
      'courses',
      'bookings',
      'memberships',
      'plans',
      'analytics',
      'marketing',
      'assistant',
      'comments',
      'devices',
      'passkeys',
    ]);
    // never a member: an empty section (test/memberships/privacy.e2e.ts exports a member's)
    expect(data.memberships).toEqual({ memberships: [], invoices: [] });
    // nothing bought in instalments (test/payment-plans exports a plan)
    expect(data.plans).toEqual([]);
    // mail reaches the address (test/core/mail-feedback.e2e.ts exports a stopped one)
    expect(data.mailDeliverability).toEqual({
      email: who.email,
      undeliverable: null,
      detail: null,
      since: null,
      softBounces: 0,
      lastSoftBounceAt: null,
    });
    expect(data.profile).toEqual({
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      pendingEmail: null,
      emailConfirmed: true,
      role: 'customer',
      createdAt: expect.any(String),
      passwordChangedAt: null,
    });
    expect(data.emailPreferences.dailyBlogPosts).toMatchObject({
      status: 'subscribed',
      email: who.email,
      confirmedAt: expect.any(String),
    });
    expect(data.emailPreferences.productUpdates).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
    expect(data.orders).toEqual([
      expect.objectContaining({
        status: 'completed',
        refundedAmount: null,
        totalAmount: '$9',
        items: [{ productId, title: 'Workbook', type: 'digital', price: '$9', quantity: 1, refunded: false }],
      }),
    ]);
    expect(data.downloads).toEqual([
      {
        orderId: data.orders[0].id,
        productId,
        title: 'Workbook',
        fileName: 'guide.txt',
        purchasedAt: expect.any(String),
      },
    ]);
    expect(data.courses).toEqual({
      enrolments: [
        {
          course: 'Calm Leadership',
          enrolledAt: '2026-03-07T15:00:00.000Z',
          source: 'owner',
          completedAt: null,
          dripMails: false,
        },
      ],
      completedLessons: [{ course: 'Calm Leadership', title: 'Welcome', completedAt: '2026-03-08T09:30:00.000Z' }],
    });
    expect(data.bookings).toEqual({ sessions: [] });
    // where the subscription and the order came from (the order's visit was not counted: no beacon)
    const unknown = { entryPath: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };
    expect(data.analytics).toEqual([
      {
        kind: 'subscriber',
        orderId: null,
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        ...unknown,
        entryPath: '/blog/calm',
        referrerHost: 'news.example.org',
        utmCampaign: 'spring',
      },
      { kind: 'order', orderId: data.orders[0].id, day: expect.any(String), ...unknown },
    ]);
    // none added (test/auth/passkeys.e2e.ts exports one)
    expect(data.passkeys).toEqual([]);
    expect(data.devices).toHaveLength(2);
    expect(data.devices.filter((d: { current: boolean }) => d.current)).toHaveLength(1);
    expect(Object.keys(data.devices[0]).sort()).toEqual(['browser', 'createdAt', 'current', 'lastSeenAt', 'os']);

    const secrets = await secretsOf(t, userId, who.email);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) expect(file).not.toContain(secret);
    expect(file).not.toMatch(/password_?hash|token|secret|signature|"sid"/i);
  });

  it('is for signed-in customers, limited to 10 an hour per account (429 with a readable wait)', async () => {
    const t = await bed.app();
    await (await newClient(t)).get('/api/account/export').expect(401);
    const { client } = await confirmedCustomer(t, bed.smtp);
    for (let i = 0; i < 10; i++) await client.get('/api/account/export').expect(200);
    const refused = await client.get('/api/account/export').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^Too many attempts. Please try again in \d+ minutes\.$/);
  });
});
