import sharp from 'sharp';
import request from 'supertest';
import { SiteSettingsCache } from '../../src/modules/site/site-settings.cache';
import { signedIn, TestClient } from '../support/client';
import { createAppBehindRelay, CuttableRelay } from '../support/cuttable-relay';
import { renameSiteInSql } from '../support/factories';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';
import { resetSite, SITE_DEFAULTS, siteForm } from './site-helpers';

// Two replicas (two whole apps) on one database: each serves GET /api/site from its own copy, and a
// save through either reaches both, through NOTIFY site_settings_changed.
describe('the site settings cache across replicas', () => {
  let a: TestApp;
  let b: TestApp;
  let adminOnA: TestClient;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    await resetSite(a);
    adminOnA = await signedIn(a, 'admin');
  });
  afterAll(async () => {
    await resetSite(a);
    await Promise.all([a.close(), b.close()]);
  });

  const siteName = async (t: TestApp) => (await request(t.server).get('/api/site').expect(200)).body.siteName as string;
  const listening = (t: TestApp) => t.app.get(SiteSettingsCache).listening;
  const notifications = (t: TestApp) => t.app.get(SiteSettingsCache).notifications;

  it('serves from memory: a change made behind its back shows only once a notification comes', async () => {
    await waitFor(() => listening(b), 20_000, 'B listening');
    const heard = notifications(b);
    await adminOnA.send('put', '/api/admin/site', siteForm({ siteName: 'Cached name' })).expect(200);
    // the save's notification has reached B (a copy read before it arrived would be dropped by it)
    await waitFor(() => notifications(b) > heard, 20_000, "B to hear of A's save");
    expect(await siteName(b)).toBe('Cached name');

    await renameSiteInSql(a, 'Changed behind its back'); // no NOTIFY: no replica hears of it
    for (let i = 0; i < 3; i++) expect(await siteName(b)).toBe('Cached name');

    await a.dataSource.query('NOTIFY site_settings_changed');
    await waitFor(async () => (await siteName(b)) === 'Changed behind its back', 20_000, 'B to drop its copy');
  });

  it('a save through one replica reaches the other, which had the old value in memory', async () => {
    await adminOnA.send('put', '/api/admin/site', siteForm({ siteName: 'Old name' })).expect(200);
    await waitFor(async () => (await siteName(b)) === 'Old name', 20_000, 'B warm with the old name');
    const oldTag = (await request(b.server).get('/api/site')).headers.etag;

    const saved = await adminOnA.send('put', '/api/admin/site', siteForm({ siteName: 'New name' })).expect(200);
    expect(saved.body.siteName).toBe('New name');
    // the replica that saved answers the new value at once
    expect(await siteName(a)).toBe('New name');
    await waitFor(async () => (await siteName(b)) === 'New name', 20_000, 'B to answer the new name');
    await request(b.server).get('/api/site').set('If-None-Match', oldTag).expect(200);
  });

  it('an image upload through one replica reaches the other', async () => {
    await request(b.server).get('/api/site').expect(200);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await adminOnA.post('/api/admin/site/images/favicon').attach('image', png, 'icon.png').expect(201);
    await waitFor(
      async () => (await request(b.server).get('/api/site')).body.faviconUrl === res.body.faviconUrl,
      10_000,
      'B to answer the new favicon',
    );
  });
});

describe('the listening connection of a replica', () => {
  it('is one per replica, named, and closes when the app closes', async () => {
    const other = await createTestApp();
    const listeners = async (): Promise<number> =>
      (
        await other.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'listen site_settings_changed'`,
        )
      )[0].n;
    await waitFor(() => other.app.get(SiteSettingsCache).listening, 20_000, 'the listener');
    const before = await listeners();
    const t = await createTestApp();
    await waitFor(() => t.app.get(SiteSettingsCache).listening, 20_000, 'the listener of the new replica');
    expect(await listeners()).toBe(before + 1);
    await t.close();
    await waitFor(async () => (await listeners()) === before, 20_000, 'its connection to close');
    await other.close();
  });
});

describe('a replica that loses its listening connection', () => {
  let t: TestApp;
  let relay: CuttableRelay;
  let other: TestApp;
  beforeAll(async () => {
    ({ t, relay } = await createAppBehindRelay());
    other = await createTestApp();
    await resetSite(other);
  });
  afterAll(async () => {
    await relay.restore();
    await resetSite(other);
    await Promise.all([t.close(), other.close()]);
    await relay.close();
  });

  const siteName = async () => (await request(t.server).get('/api/site')).body.siteName as string | undefined;
  const cache = () => t.app.get(SiteSettingsCache);

  it('misses nothing while it is gone, listens again after the database is back, and caches again', async () => {
    await waitFor(() => cache().listening, 20_000, 'the listener');
    expect(await siteName()).toBe(SITE_DEFAULTS.siteName);

    relay.cut();
    await waitFor(() => !cache().listening, 20_000, 'the listener to notice');
    // while it cannot hear, a change (with its notification) happens elsewhere
    await renameSiteInSql(other, 'Changed while away', { notify: true });
    await relay.restore();

    await waitFor(async () => (await siteName()) === 'Changed while away', 20_000, 'the change to show');
    await waitFor(() => cache().listening, 20_000, 'the listener to reconnect');
    // listening again: the copy is kept, and notifications reach it
    expect(await siteName()).toBe('Changed while away');
    await renameSiteInSql(other, 'Unnoticed');
    expect(await siteName()).toBe('Changed while away');
    await other.dataSource.query('NOTIFY site_settings_changed');
    await waitFor(async () => (await siteName()) === 'Unnoticed', 20_000, 'the notification after reconnecting');
  });
});
