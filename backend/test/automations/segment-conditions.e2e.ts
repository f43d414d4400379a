import request from 'supertest';
import { DESKTOP_CHROME } from '../analytics/ingest-helpers';
import { click, confirmLinkOf, isConfirmation, waitForMail } from '../blog/subscription-helpers';
import { createCourse } from '../courses/course-helpers';
import { draftProduct } from '../commerce/commerce-helpers';
import { joined, makeTier } from '../memberships/membership-helpers';
import { account, newClient, signedIn, type TestClient } from '../support/client';
import { endMembership, makeBooking, makeCourseContent, subscribedAt } from '../support/factories';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { automationsBed, broadcastNow, guideProductOf, payFor, trackedPaths } from './automation-helpers';

// Each kind of segment condition picks the people whose facts the site recorded: purchases, course
// progress, memberships, bookings, the daily e-mail and when it was asked for, the source of the
// visit it came from, and opens and clicks. The facts come through the site's own routes, but for a
// booking and a membership's end (written as their modules leave them: test/support/factories).
describe('segment conditions over real facts', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  let segments = 0;
  // the people a one-condition segment selects, by address (the owner's list of its people)
  async function whoIs(condition: Record<string, unknown>): Promise<string[]> {
    const filter = { match: 'all', conditions: [condition] };
    const saved = (await admin.post('/api/admin/automations/segments', { name: `S${++segments}`, filter }).expect(201))
      .body as { id: number; people: number };
    const page = (await admin.get(`/api/admin/automations/people?segmentId=${saved.id}&pageSize=200`).expect(200))
      .body as { items: { email: string }[]; total: number };
    expect(page.total).toBe(saved.people);
    await admin.send('delete', `/api/admin/automations/segments/${saved.id}`).expect(204);
    return page.items.map((p) => p.email.split('@')[0]).sort();
  }

  // a visitor who came from `from` (a campaign or a referring site), then subscribed and confirmed
  async function subscribedFrom(email: string, from: { utmSource?: string; referrer?: string }) {
    const visitor = await newClient(t);
    await request(t.server)
      .post('/api/analytics/views')
      .set({ 'User-Agent': DESKTOP_CHROME, 'X-Forwarded-For': visitor.ip })
      .send({ path: '/blog', ...from })
      .expect(204);
    await visitor.post('/api/subscribe', { email }).set('User-Agent', DESKTOP_CHROME).expect(200);
    await click(t, confirmLinkOf(await waitForMail(bed.smtp, email, isConfirmation))).expect(200);
  }

  async function customer(name: string) {
    const who = { ...account(), email: `${name}@example.com` };
    const client = await signedIn(t, 'customer', who);
    const { id } = (await client.get('/api/auth/user').expect(200)).body as { id: number };
    return { email: who.email, client, id };
  }

  it('picks exactly the people each condition is about', async () => {
    const [guide, sticker] = [await guideProductOf(admin), await guideProductOf(admin, 'Sticker', 1)];
    const course = await createCourse(admin, 'Calm Course');
    const [lesson] = (await makeCourseContent(t, course.id, [{ title: 'One', lessons: [{ title: 'Only' }] }])).lessons;
    const tier = await makeTier(admin, { title: 'Circle' });
    const call = await draftProduct(admin, { title: 'Intro call' });

    // buyer pays for the guide, booker for a sticker (then has a session booked)
    const buyer = await customer('buyer');
    await payFor(buyer.client, [guide.id], 9);
    const booker = await customer('booker');
    await payFor(booker.client, [sticker.id], 1);
    await makeBooking(t, { productId: call.id, userId: booker.id, startsAt: '2027-01-05T15:00:00Z', minutes: 30 });
    // the owner enrols two; one finishes the course's only lesson
    const [student, learner] = [await customer('student'), await customer('learner')];
    for (const { email } of [student, learner])
      await admin.post(`/api/admin/courses/${course.id}/students`, { email }).expect(201);
    await student.client.post(`/api/courses/${course.slug}/lessons/${lesson.id}/complete`).expect(200);
    // two join the membership; one's has ended since
    const [member, former] = [await customer('member'), await customer('former')];
    for (const { client } of [member, former]) await joined(client, tier.id);
    await endMembership(t, former.id);
    // two readers: early asked in February from a podcast's campaign, late in August from a site
    await subscribedFrom('early@example.com', { utmSource: 'Podcast' });
    await subscribedFrom('late@example.com', { referrer: 'https://news.example.org/story' });
    await subscribedAt(t, 'early@example.com', new Date('2026-02-10T12:00:00Z'));
    await subscribedAt(t, 'late@example.com', new Date('2026-08-10T12:00:00Z'));

    // with tracking on, early opens a broadcast and late clicks in it
    await admin.send('put', '/api/admin/automations/settings', { tracking: true }).expect(200);
    await broadcastNow(t, admin, 'Engage', '<p><a href="https://example.org/x">Read</a></p>');
    const mailTo = (to: string) =>
      waitFor(() => bed.smtp.mails.find((m) => m.subject === 'Engage' && m.to[0] === to) ?? false);
    const { pixel } = trackedPaths((await mailTo('early@example.com')).html());
    const { link } = trackedPaths((await mailTo('late@example.com')).html());
    await request(t.server).get(pixel).expect(200);
    await request(t.server).get(link).expect(302);

    const everyone = ['booker', 'buyer', 'early', 'former', 'late', 'learner', 'member', 'student'];
    expect(await whoIs({ type: 'bought', negate: true })).toEqual(
      everyone.filter((p) => !['booker', 'buyer'].includes(p)),
    );
    expect(await whoIs({ type: 'bought', productId: guide.id })).toEqual(['buyer']);
    expect(await whoIs({ type: 'bought' })).toEqual(['booker', 'buyer']);
    expect(await whoIs({ type: 'course', productId: course.id, state: 'enrolled' })).toEqual(['learner', 'student']);
    expect(await whoIs({ type: 'course', productId: course.id, state: 'completed' })).toEqual(['student']);
    expect(await whoIs({ type: 'membership', state: 'active' })).toEqual(['member']);
    expect(await whoIs({ type: 'membership', state: 'cancelled' })).toEqual(['former']);
    expect(await whoIs({ type: 'membership', state: 'never' })).toEqual(
      everyone.filter((p) => !['member', 'former'].includes(p)),
    );
    expect(await whoIs({ type: 'booked' })).toEqual(['booker']);
    expect(await whoIs({ type: 'booked', productId: guide.id })).toEqual([]);
    expect(await whoIs({ type: 'subscriber' })).toEqual(['early', 'late']);
    expect(await whoIs({ type: 'subscribed', after: '2026-01-01', before: '2026-06-30' })).toEqual(['early']);
    expect(await whoIs({ type: 'subscribed', after: '2026-07-01' })).toEqual(['late']);
    expect(await whoIs({ type: 'source', source: 'podcast' })).toEqual(['early']);
    expect(await whoIs({ type: 'source', source: 'news.example.org' })).toEqual(['late']);
    expect(await whoIs({ type: 'engaged', event: 'opened', days: 7 })).toEqual(['early']);
    expect(await whoIs({ type: 'engaged', event: 'clicked', days: 7 })).toEqual(['late']);
    expect(await whoIs({ type: 'engaged', event: 'clicked', days: 7, negate: true })).toEqual(
      everyone.filter((p) => p !== 'late'),
    );
  });
});
