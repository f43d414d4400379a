import request from 'supertest';
import { signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';
import { resetSite, siteForm } from './site-helpers';

describe('site settings', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await resetSite(t);
    admin = await signedIn(t, 'admin');
  });
  afterAll(async () => {
    await resetSite(t);
    await t.close();
  });

  it('answers the defaults on a fresh site', async () => {
    const res = await request(t.server).get('/api/site').expect(200);
    expect(res.body).toEqual({
      siteName: 'Business Coach & Author',
      tagline:
        'Helping founders, leaders and people starting over build work and lives they believe in, with honest guidance, practical tools and a community that has your back.',
      ownerName: null,
      ownerPhotoUrl: null,
      logoUrl: null,
      faviconUrl: null,
      brandColor: '#12355b',
      contactEmail: 'hello@example.com',
      contactPhone: '+1 (555) 123-4567',
      contactLocation: 'San Francisco, CA',
      linkedinUrl: null,
      xUrl: null,
      instagramUrl: null,
      youtubeUrl: null,
      websiteUrl: null,
    });
  });

  it('saves the form and every visitor sees it', async () => {
    const saved = await admin.send('put', '/api/admin/site', siteForm()).expect(200);
    expect(saved.body).toMatchObject({ siteName: 'Jane Doe Coaching', instagramUrl: null, mailSenderName: 'Jane Doe' });
    const res = await request(t.server).get('/api/site').expect(200);
    expect(res.body.siteName).toBe('Jane Doe Coaching');
  });
});
