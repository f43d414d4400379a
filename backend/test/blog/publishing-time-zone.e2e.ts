import { PublishingCron } from '../../src/modules/blog/publishing.cron';
import { PublishingService } from '../../src/modules/blog/publishing.service';
import { signedIn } from '../support/client';
import { markDayPublished, resetBlog, restoreSiteDefaults } from '../support/factories';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import { siteForm } from '../site/site-helpers';
import { createPost } from './blog-helpers';

// Issue 42: the daily 06:00 is the site's, in the time zone the owner chooses in Site settings. Two
// replicas follow a change of zone without a restart, and still publish one post a day.
describe("the daily publication at 06:00 in the site's time zone", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = [await createTestApp(), await createTestApp()];
    await resetBlog(a);
  });
  afterAll(async () => {
    await restoreSiteDefaults(a);
    await Promise.all([a.close(), b.close()]);
  });

  const publishDue = (at: string) =>
    Promise.all([a, b].map((t) => t.app.get(PublishingService).publishDue(new Date(at))));
  const published = (results: ({ id: number } | null)[]) => results.filter(Boolean).map((p) => p!.id);

  it('publishes at 06:00 in the chosen zone, follows a change on every replica, and never twice a day', async () => {
    const admin = await signedIn(a, 'admin');
    const first = await createPost(admin, { title: 'First queued' });
    const second = await createPost(admin, { title: 'Second queued' });
    await createPost(admin, { title: 'Third queued' });
    // March 9 was published (the days before these dates are not the test's)
    await markDayPublished(a, '2026-03-09');

    await admin.send('put', '/api/admin/site', siteForm({ timeZone: 'Asia/Tokyo' })).expect(200);
    await waitFor(
      async () => await b.app.get(PublishingCron).publishesAt(new Date('2026-03-09T21:00:00Z')),
      10_000,
      'replica b to run on Tokyo time',
    );
    // 06:00 in Tokyo is 21:00 UTC the day before; 06:00 UTC is no publication time there
    expect(await a.app.get(PublishingCron).publishesAt(new Date('2026-03-09T21:00:00Z'))).toBe(true);
    expect(await a.app.get(PublishingCron).publishesAt(new Date('2026-03-10T06:00:00Z'))).toBe(false);
    expect(published(await publishDue('2026-03-09T20:59:00Z'))).toEqual([]);
    expect(published(await publishDue('2026-03-09T21:00:00Z'))).toEqual([first.id]);
    expect(published(await publishDue('2026-03-10T06:00:00Z'))).toEqual([]);

    // the owner moves to New York (UTC−4 from March 8): Tuesday's publication was Tokyo's, and
    // Wednesday's comes at 06:00 New York time, on whichever replica
    await admin.send('put', '/api/admin/site', siteForm({ timeZone: 'America/New_York' })).expect(200);
    await waitFor(
      async () => await b.app.get(PublishingCron).publishesAt(new Date('2026-03-11T10:00:00Z')),
      10_000,
      'replica b to run on New York time',
    );
    expect(await a.app.get(PublishingCron).publishesAt(new Date('2026-03-11T10:00:00Z'))).toBe(true);
    expect(await a.app.get(PublishingCron).publishesAt(new Date('2026-03-10T21:00:00Z'))).toBe(false);
    expect(published(await publishDue('2026-03-10T10:00:00Z'))).toEqual([]);
    expect(published(await publishDue('2026-03-11T09:59:00Z'))).toEqual([]);
    expect(published(await publishDue('2026-03-11T10:00:00Z'))).toEqual([second.id]);
  });
});
