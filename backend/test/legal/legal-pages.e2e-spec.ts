import request from 'supertest';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { LEGAL_PAGE_TEXTS } from '../../src/core/database/migrations/1764470000000-create-legal-pages.texts';
import { CSRF_MESSAGE } from '../../src/core/http/csrf';
import { sanitizePostHtml } from '../../src/core/text/html';
import { newClient, signedIn, type TestClient } from '../support/client';
import { restoreLegalPages } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { resetSite, siteForm } from '../site/site-helpers';

const NOT_FOUND = 'This page does not exist. The legal pages are privacy-policy, terms-of-service, refund-policy.';

describe('the legal pages', () => {
  let t: TestApp;
  let admin: TestClient;
  const read = (slug: string) => request(t.server).get(`/api/legal-pages/${slug}`);
  const save = (slug: string, body: object) => admin.send('put', `/api/admin/legal-pages/${slug}`, body);
  beforeAll(async () => {
    t = await createTestApp();
    // the rows as the migration leaves them (another test of this file may have saved over them)
    await Promise.all([resetSite(t), restoreLegalPages(t)]);
    admin = await signedIn(t, 'admin');
  });
  afterAll(async () => {
    await Promise.all([resetSite(t), restoreLegalPages(t)]);
    await t.close();
  });

  it('start with texts that name what the site stores and for how long, and the owner from the site settings', async () => {
    await admin
      .send('put', '/api/admin/site', siteForm({ ownerName: 'Jane Doe', contactEmail: 'jane@janedoe.example' }))
      .expect(200);
    const privacy = (await read('privacy-policy').expect(200)).body;
    expect(privacy).toMatchObject({ slug: 'privacy-policy', title: 'Privacy Policy' });
    expect(new Date(privacy.updatedAt).toISOString()).toBe(privacy.updatedAt);
    const text = privacy.content as string;
    for (const stored of [
      'Your account',
      'a one-way hash of your password',
      'Signed-in sessions',
      '30 days after you signed in',
      'A reset link works once, for one hour',
      'Orders',
      'never reach this site',
      'The daily blog e-mail',
      'Product Updates',
      'Contact messages',
      'E-mails sent to you',
      'Uploads',
      'deleted within a day',
      'sid',
      'XSRF-TOKEN',
      'Download Account Data',
      'Delete Account',
    ]) {
      expect([stored, text.includes(stored)]).toEqual([stored, true]);
    }
    expect(text).toContain('The site is run by Jane Doe.');
    expect(text).toContain('write to jane@janedoe.example or use the contact form');
    expect(text).not.toContain('{{');

    const terms = (await read('terms-of-service').expect(200)).body;
    expect(terms).toMatchObject({ slug: 'terms-of-service', title: 'Terms of Service' });
    expect(terms.content).toContain('Jane Doe Coaching, run by Jane Doe');
    const refunds = (await read('refund-policy').expect(200)).body;
    expect(refunds).toMatchObject({ slug: 'refund-policy', title: 'Refund Policy' });
    expect(refunds.content).toContain('within 14 days');
  });

  it('follow a change of the site settings at once, and name the site when no owner is set', async () => {
    await admin.send('put', '/api/admin/site', siteForm({ ownerName: null, contactEmail: 'new@janedoe.example' }));
    const text = (await read('privacy-policy').expect(200)).body.content as string;
    expect(text).toContain('The site is run by Jane Doe Coaching.');
    expect(text).toContain('write to new@janedoe.example');
    await admin.send('put', '/api/admin/site', siteForm({ contactEmail: null })).expect(200);
    expect((await read('refund-policy').expect(200)).body.content).toContain('write to us or use the contact form');
  });

  it('are seeded as the sanitiser keeps them, so saving a page unchanged changes nothing', () => {
    for (const { content } of LEGAL_PAGE_TEXTS) expect(sanitizePostHtml(content)).toBe(content);
  });

  it('answer 404 with a readable message for any other page', async () => {
    for (const slug of ['cookie-policy', 'PRIVACY-POLICY', 'privacy-policy.json']) {
      const res = await read(slug).expect(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    expect((await admin.get('/api/admin/legal-pages/cookie-policy').expect(404)).body.message).toBe(NOT_FOUND);
    const put = await save('cookie-policy', { title: 'Cookies', content: '<p>None</p>' }).expect(404);
    expect(put.body.message).toBe(NOT_FOUND);
    expect(await t.dataSource.query(`SELECT slug FROM legal_pages WHERE slug = 'cookie-policy'`)).toEqual([]);
  });

  it('show the admin the text as written and save title and text sanitised; visitors read the change', async () => {
    const before = (await admin.get('/api/admin/legal-pages/privacy-policy').expect(200)).body;
    expect(before.content).toContain('The site is run by {{ownerName}}.');

    const saved = await save('privacy-policy', {
      title: '  Our Privacy Promise ',
      content:
        '<p onclick="steal()">We keep <b>little</b> about you; ask {{contactEmail}}.</p><script>alert(1)</script>',
    }).expect(200);
    expect(saved.body).toMatchObject({
      slug: 'privacy-policy',
      title: 'Our Privacy Promise',
      content: '<p>We keep <b>little</b> about you; ask {{contactEmail}}.</p>',
    });
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));

    const visitor = (await read('privacy-policy').expect(200)).body;
    expect(visitor).toEqual({
      ...saved.body,
      content: '<p>We keep <b>little</b> about you; ask us.</p>',
    });
    // the other pages are untouched
    expect((await read('terms-of-service').expect(200)).body.title).toBe('Terms of Service');
  });

  it('refuse a missing title or text with a readable 400, and keep the page as it was', async () => {
    const kept = (await admin.get('/api/admin/legal-pages/refund-policy').expect(200)).body;
    const cases: [object, string][] = [
      [{ content: '<p>Text</p>' }, 'Please give the page a title.'],
      [{ title: '   ', content: '<p>Text</p>' }, 'Please give the page a title.'],
      [{ title: 'T'.repeat(121), content: '<p>Text</p>' }, 'The title must be at most 120 characters.'],
      [{ title: 'Refunds' }, 'Please write the text of the page.'],
      [{ title: 'Refunds', content: 42 }, 'Please write the text of the page.'],
      [{ title: 'Refunds', content: '<p><br></p>' }, 'Please write the text of the page.'],
      [{ title: 'Refunds', content: '<script>alert(1)</script>' }, 'Please write the text of the page.'],
      [{ title: 'Refunds', content: 'x'.repeat(100_001) }, 'The text must be at most 100,000 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await save('refund-policy', body).expect(400);
      expect([body, res.body.message]).toEqual([body, message]);
    }
    expect((await admin.get('/api/admin/legal-pages/refund-policy').expect(200)).body).toEqual(kept);
  });

  it('are edited by admins only: 401 signed out, 403 for a customer, CSRF on writes', async () => {
    const anonymous = await newClient(t);
    const customer = await signedIn(t, 'customer');
    const body = { title: 'Terms', content: '<p>Mine now</p>' };
    for (const method of ['get', 'put'] as const) {
      const url = '/api/admin/legal-pages/terms-of-service';
      const sent = method === 'put' ? body : undefined;
      const signedOut = await anonymous.send(method, url, sent);
      expect([method, signedOut.status, signedOut.body.message]).toEqual([method, 401, SIGN_IN_REQUIRED]);
      const refused = await customer.send(method, url, sent);
      expect([method, refused.status, refused.body.message]).toEqual([method, 403, ADMIN_REQUIRED]);
    }
    const forged = await admin.agent
      .put('/api/admin/legal-pages/terms-of-service')
      .set('X-Forwarded-For', admin.ip)
      .send(body);
    expect([forged.status, forged.body.message]).toEqual([403, CSRF_MESSAGE]);
    expect((await read('terms-of-service').expect(200)).body.content).not.toContain('Mine now');
  });
});
