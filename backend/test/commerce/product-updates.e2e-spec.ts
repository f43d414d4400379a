import request from 'supertest';
import { outboxDone } from '../blog/subscription-helpers';
import { signedIn, type TestClient } from '../support/client';
import { forgetMailsOfKind, resetShop, retryNow } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import type { CapturedMail } from '../support/smtp-capture';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import {
  confirmedCustomer,
  emptyProductUpdates,
  preferences,
  setPreferences,
  unconfirmedCustomer,
} from '../privacy/privacy-helpers';
import { createProduct, draftProduct } from './commerce-helpers';

const IMAGE = 'https://cdn.example/calm-leader.jpg';

// "Tell subscribers to product updates" in the product manager: the list hears of a product once.
describe('Product Updates: announcing a product to the list', () => {
  const bed = mailTestBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(async () => {
    // a refused mail waits a minute for its retry (until a test says the minute is over)
    t = await bed.app({ retryDelaysMs: Array(5).fill(60_000) });
    await resetShop(t);
    await emptyProductUpdates(t);
    // product ids start again at 1: the mails of earlier tests' products go too
    await forgetMailsOfKind(t, 'product-update');
    admin = await signedIn(t, 'admin');
  });

  const announcements = () => bed.smtp.mails.filter((m) => m.subject.startsWith('New: '));
  const rowsOf = async (productId: number) =>
    (await t.dataSource.query(
      `SELECT recipient, status FROM mail_outbox WHERE kind = 'product-update' AND subject_key = $1 ORDER BY recipient`,
      [`product:${productId}`],
    )) as { recipient: string; status: string }[];

  // mails waiting for their retry after one refusal
  const refusedOnce = async () =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'product-update' AND status = 'pending' AND attempts = 1`,
      )) as { n: number }[]
    )[0].n;

  // two on the list, one who left it, one whose address is not confirmed
  async function list() {
    const [ada, bob, left] = [
      await confirmedCustomer(t, bed.smtp),
      await confirmedCustomer(t, bed.smtp),
      await confirmedCustomer(t, bed.smtp),
    ];
    const unconfirmed = await unconfirmedCustomer(t);
    for (const c of [ada, bob, left, unconfirmed]) await setPreferences(c.client, { productUpdates: true });
    await setPreferences(left.client, { productUpdates: false });
    await outboxDone(t);
    return { ada, bob, left, unconfirmed };
  }

  it('mails each confirmed account on the list once, with the product and a one-click unsubscribe', async () => {
    const { ada, bob } = await list();
    const product = await createProduct(admin, {
      title: 'The Calm Leader',
      price: '49.99',
      imageUrls: [IMAGE],
      notifyProductUpdates: true,
    });
    expect((product as { announcedAt?: string }).announcedAt).toEqual(expect.any(String));

    await waitFor(() => announcements().length >= 2 || false, 15_000, 'two announcements');
    await outboxDone(t);
    expect(
      announcements()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([ada.who.email, bob.who.email].sort());
    expect(await rowsOf(product.id)).toEqual(
      [ada.who.email, bob.who.email].sort().map((recipient) => ({ recipient, status: 'sent' })),
    );

    const mail = announcements().find((m) => m.to[0] === ada.who.email)!;
    expect(mail.subject).toBe('New: The Calm Leader');
    expectProductIn(mail);
    const unsubscribe = mail.header('List-Unsubscribe')!;
    expect(unsubscribe).toMatch(/^<https:\/\/coach\.example\/api\/product-updates\/unsubscribe\?token=[\w-]+>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html()).toContain(unsubscribe.slice(1, -1));

    // saving it again with the box ticked tells nobody again
    await admin.send('patch', `/api/products/${product.id}`, { notifyProductUpdates: true }).expect(200);
    await outboxDone(t);
    expect(await rowsOf(product.id)).toHaveLength(2);
    expect(announcements()).toHaveLength(2);

    // the one-click unsubscribe, as a mail client posts it (no cookies, no CSRF token)
    const link = new URL(unsubscribe.slice(1, -1));
    const page = await request(t.server)
      .get(link.pathname + link.search)
      .expect(200);
    expect(page.text).toContain('Unsubscribe from product updates?');
    expect(page.text).toContain(ada.who.email);
    const done = await request(t.server)
      .post(link.pathname + link.search)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain('will no longer receive product updates');
    expect((await preferences(ada.client)).productUpdates.status).toBe('not-subscribed');
    await request(t.server).post('/api/product-updates/unsubscribe?token=not-a-token').expect(404);
  });

  it('tells nobody without the box, and announces a product on a later edit, once', async () => {
    const { ada, bob } = await list();
    const product = await createProduct(admin, { title: 'Quiet Planner' });
    expect((product as { announcedAt?: string | null }).announcedAt).toBeNull();
    await admin.send('patch', `/api/products/${product.id}`, { price: '19', notifyProductUpdates: false }).expect(200);
    await outboxDone(t);
    expect(await rowsOf(product.id)).toEqual([]);

    const edited = await admin.send('patch', `/api/products/${product.id}`, { notifyProductUpdates: true }).expect(200);
    expect(edited.body.announcedAt).toEqual(expect.any(String));
    await waitFor(() => announcements().length >= 2 || false, 15_000, 'two announcements');
    expect(
      announcements()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([ada.who.email, bob.who.email].sort());
    expect(announcements()[0].text()).toContain('Price: $19');
  });

  it('keeps "Tell subscribers" on a new course, a draft, and announces it when first published, once', async () => {
    const { ada, bob } = await list();
    const course = await draftProduct(admin, {
      title: 'Leading Through Change',
      type: 'course',
      notifyProductUpdates: true,
    });
    expect(course).toMatchObject({ draft: true, announcedAt: null });
    await outboxDone(t);
    expect(await rowsOf(course.id)).toEqual([]);

    // published twice at once: the database tells the list once
    const published = await Promise.all(
      [1, 2].map(() => admin.post(`/api/products/${course.id}/unarchive`).expect(200)),
    );
    expect(published.filter((res) => res.body.announcedAt).length).toBeGreaterThan(0);
    await waitFor(() => announcements().length >= 2 || false, 15_000, 'two announcements');
    // archived and published again: no news
    await admin.post(`/api/products/${course.id}/archive`).expect(200);
    await admin.post(`/api/products/${course.id}/unarchive`).expect(200);
    await outboxDone(t);
    expect((await rowsOf(course.id)).map((r) => r.recipient).sort()).toEqual([ada.who.email, bob.who.email].sort());
    expect(
      announcements()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([ada.who.email, bob.who.email].sort());
  });

  it('publishes a draft without telling anyone when the box was not ticked', async () => {
    await list();
    const course = await draftProduct(admin, { title: 'Quiet Course', type: 'course' });
    await admin.post(`/api/products/${course.id}/unarchive`).expect(200);
    await outboxDone(t);
    expect(await rowsOf(course.id)).toEqual([]);
  });

  it('skips an account that leaves the list before its mail goes out', async () => {
    const { ada, bob } = await list();
    bed.smtp.refuseNext = 2;
    const product = await createProduct(admin, { notifyProductUpdates: true });
    await waitFor(async () => (await refusedOnce()) === 2 || false, 15_000, 'both mails refused once');
    await setPreferences(bob.client, { productUpdates: false });
    // the minute before the retry is over
    await retryNow(t, 'product-update');
    await outboxDone(t);
    expect(await rowsOf(product.id)).toEqual(
      [
        { recipient: ada.who.email, status: 'sent' },
        { recipient: bob.who.email, status: 'skipped' },
      ].sort((a, b) => a.recipient.localeCompare(b.recipient)),
    );
  });
});

function expectProductIn(mail: CapturedMail): void {
  for (const part of [mail.text(), mail.html()]) {
    expect(part).toContain('The Calm Leader');
    expect(part).toContain('$49.99');
    expect(part).toContain('https://coach.example/products');
  }
  expect(mail.html()).toContain(`src="${IMAGE}"`);
  expect(mail.text()).toContain('A workbook for calm leaders.');
}
