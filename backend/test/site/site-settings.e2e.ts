import request from 'supertest';
import { PUBLIC_CACHE_CONTROL } from '../../src/core/http/cached-read';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { CSRF_MESSAGE } from '../../src/core/http/csrf';
import { newClient, signedIn, TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';
import { SITE_DEFAULTS, siteForm, siteSuite } from './site-helpers';

const CONTRAST =
  'Brand colour #1a8a7d has a contrast of 4.22:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.';
const LINK = (label: string) => `${label} link must be a full address starting with https://`;
const PHONE = 'Phone may contain only digits, spaces and + - ( ) .';

describe('the site settings: the admin form and the public answer', () => {
  const suite = siteSuite();
  let t: TestApp;
  let admin: TestClient;
  beforeAll(() => {
    ({ t, admin } = suite);
  });

  const save = (overrides: Record<string, unknown>) => admin.send('put', '/api/admin/site', siteForm(overrides));
  const row = async () => (await t.dataSource.query('SELECT * FROM site_settings'))[0] as Record<string, unknown>;

  it('answers the texts the site showed before on a fresh site', async () => {
    const res = await request(t.server).get('/api/site').expect(200);
    expect(res.body).toEqual(SITE_DEFAULTS);
    const settings = await admin.get('/api/admin/site').expect(200);
    expect(settings.body).toEqual({
      ...SITE_DEFAULTS,
      mailSenderName: null,
      postalAddress: null,
      timeZone: t.config.publishTz,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('saves the whole form, stores blank optional fields as null, and every visitor sees it', async () => {
    const saved = await save({
      instagramUrl: '',
      youtubeUrl: '   ',
      postalAddress: ' 1 Main Street\r\nLondon ',
    }).expect(200);
    // what the form sent, with the blanks as null, and no images yet
    const { mailSenderName, timeZone, ...visible } = siteForm({ instagramUrl: null, youtubeUrl: null });
    delete visible.postalAddress;
    const expected = { ...visible, ownerPhotoUrl: null, logoUrl: null, faviconUrl: null };
    expect(mailSenderName).toBe('Jane Doe');
    expect(saved.body).toEqual({
      ...expected,
      mailSenderName: 'Jane Doe',
      postalAddress: '1 Main Street\nLondon',
      timeZone,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await request(t.server).get('/api/site').expect(200)).body).toEqual(expected);
    expect(await row()).toMatchObject({
      instagram_url: null,
      youtube_url: null,
      postal_address: '1 Main Street\nLondon',
    });
  });

  it('clears optional fields with null and keeps none of the other fields', async () => {
    const cleared = await save({ ownerName: null, contactEmail: null, contactPhone: '', contactLocation: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      ownerName: null,
      contactEmail: null,
      contactPhone: null,
      contactLocation: null,
    });
    const extra = await save({ ownerPhotoUrl: '/api/uploads/site/x.jpg' }).expect(400);
    expect(extra.body.message).toBe('The field "ownerPhotoUrl" is not allowed');
  });

  it.each([
    ['#12355b', '#12355b'],
    ['#000', '#000000'],
    ['#123', '#112233'],
    [' #0F766E ', '#0f766e'],
    ['#767676', '#767676'],
  ])('accepts the brand colour %p (enough contrast with white text) and stores %p', async (given, stored) => {
    const res = await save({ brandColor: given }).expect(200);
    expect(res.body.brandColor).toBe(stored);
    expect((await request(t.server).get('/api/site').expect(200)).body.brandColor).toBe(stored);
  });

  it.each([
    ['#1a8a7d', CONTRAST],
    [
      '#ABC',
      'Brand colour #aabbcc has a contrast of 1.96:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.',
    ],
    // 4.4978:1 would round to 4.50: shown as 4.49, never as a pass
    [
      '#0081a3',
      'Brand colour #0081a3 has a contrast of 4.49:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.',
    ],
    [
      '#777777',
      'Brand colour #777777 has a contrast of 4.47:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.',
    ],
  ])('refuses the brand colour %p with the reason', async (given, message) => {
    const res = await save({ brandColor: given }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message,
      errors: [{ field: 'brandColor', message }],
    });
  });

  it.each([
    ['siteName', 'Site name is required', undefined],
    ['siteName', 'Site name is required', '   '],
    ['siteName', 'Site name is required', 42],
    ['siteName', 'Site name must be at most 80 characters', 'x'.repeat(81)],
    ['tagline', 'Tagline must be at most 300 characters', 'x'.repeat(301)],
    ['tagline', 'Tagline must be text', null],
    ['ownerName', 'Owner name must be at most 80 characters', 'x'.repeat(81)],
    ['ownerName', 'Owner name must be sent; null leaves it empty', undefined],
    ['ownerName', 'Owner name must be text', 7],
    ['brandColor', 'Brand colour must be a hex colour such as #12355b', 'navy'],
    ['brandColor', 'Brand colour must be a hex colour such as #12355b', '#12355'],
    ['brandColor', 'Brand colour must be a hex colour such as #12355b', '#12355g'],
    ['brandColor', 'Brand colour must be a hex colour such as #12355b', null],
    ['contactEmail', 'Contact e-mail must be a valid e-mail address', 'jane'],
    ['contactEmail', 'Contact e-mail must be a valid e-mail address', `${'x'.repeat(250)}@example.com`],
    ['contactPhone', PHONE, '555-CALL-NOW'],
    ['contactPhone', PHONE, '+1 555 123 4567 <b>'],
    ['contactPhone', 'Phone must be at most 40 characters', '1'.repeat(41)],
    ['contactLocation', 'Location must be at most 120 characters', 'x'.repeat(121)],
    ['linkedinUrl', LINK('LinkedIn'), 'linkedin.com/in/jane'],
    ['linkedinUrl', LINK('LinkedIn'), 'javascript:alert(1)'],
    ['xUrl', LINK('X'), 'ftp://x.com/jane'],
    ['instagramUrl', LINK('Instagram'), '@jane'],
    ['youtubeUrl', LINK('YouTube'), 'https://'],
    ['websiteUrl', LINK('Website'), 'janedoe.example'],
    ['websiteUrl', 'Website link must be at most 500 characters', `https://janedoe.example/${'x'.repeat(480)}`],
    ['mailSenderName', 'Sender name may not contain < > " or line breaks', 'Jane <jane@evil.example>'],
    ['mailSenderName', 'Sender name may not contain < > " or line breaks', 'Jane "the coach"'],
    ['mailSenderName', 'Sender name may not contain < > " or line breaks', 'Jane\nBcc: all@example.com'],
    ['mailSenderName', 'Sender name must be at most 80 characters', 'x'.repeat(81)],
    ['postalAddress', 'Postal address must be at most 300 characters', 'x'.repeat(301)],
  ])('refuses %s: "%s", changing nothing', async (field, message, value) => {
    const before = await row();
    const body = siteForm({ [field]: value });
    if (value === undefined) delete body[field];
    const res = await admin.send('put', '/api/admin/site', body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(await row()).toEqual(before);
  });

  it('accepts http and https links, and the longest values', async () => {
    const res = await save({
      siteName: 'S'.repeat(80),
      tagline: 'T'.repeat(300),
      xUrl: 'http://x.com/jane',
      websiteUrl: `https://janedoe.example/${'x'.repeat(476)}`,
      contactPhone: '+1 (555) 123-4567 .',
      mailSenderName: "Jane O'Doe, Coaching",
    }).expect(200);
    expect(res.body).toMatchObject({ siteName: 'S'.repeat(80), xUrl: 'http://x.com/jane' });
    expect(res.body.websiteUrl).toHaveLength(500);
  });

  it('is for admins only, as every admin route: 401 signed out, 403 for a customer, CSRF on writes', async () => {
    const anonymous = await newClient(t);
    const customer = await signedIn(t, 'customer');
    const routes = [
      ['get', '/api/admin/site'],
      ['put', '/api/admin/site'],
      ['post', '/api/admin/site/images/photo'],
      ['delete', '/api/admin/site/images/logo'],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'put' ? siteForm() : undefined;
      expect([url, (await anonymous.send(method, url, body)).body.message]).toEqual([url, SIGN_IN_REQUIRED]);
      expect([url, (await customer.send(method, url, body)).status]).toEqual([url, 403]);
      expect((await customer.send(method, url, body)).body.message).toBe(ADMIN_REQUIRED);
    }
    const forged = await admin.agent.put('/api/admin/site').set('X-Forwarded-For', admin.ip).send(siteForm());
    expect([forged.status, forged.body.message]).toEqual([403, CSRF_MESSAGE]);
  });

  it('answers GET /api/site with an ETag, checked on every use, 304 while unchanged, and a new ETag after a save', async () => {
    await save({ siteName: 'Before the change' }).expect(200);
    const first = await request(t.server).get('/api/site').expect(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(t.server).get('/api/site').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    // as nginx passes it on after gzip: a weak validator still matches
    await request(t.server).get('/api/site').set('If-None-Match', `W/${etag}`).expect(304);

    await save({ siteName: 'After the change' }).expect(200);
    const changed = await request(t.server).get('/api/site').set('If-None-Match', etag).expect(200);
    expect(changed.body.siteName).toBe('After the change');
    expect(changed.headers.etag).not.toBe(etag);
  });
});
