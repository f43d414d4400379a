import request from 'supertest';
import { MAIL_OUTBOX_OPTIONS } from '../../src/core/mail/mail-outbox.options';
import { DripService } from '../../src/modules/courses/drip/drip.service';
import { DripStopTokens } from '../../src/modules/courses/drip/drip-stop-token';
import { registered, userRow } from '../auth/account-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { account, signedIn } from '../support/client';
import { emptyCourses, makeCourseContent, makeEnrolment, resetShop } from '../support/factories';
import {
  mailTestBed,
  otherThanAccountMails,
  outboxSettled,
  outboxStatuses,
  quickMail,
  recipientsOf,
} from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

const SITE = 'https://coach.example';
const KIND = 'course-lessons-opened';
// New York moves to EDT (UTC-4) on March 8, 2026: 06:00 on March 9 is 10:00 UTC
const TZ = 'America/New_York';
const at = (iso: string) => new Date(iso);

// The daily "new lessons are open" mail: at 06:00 PUBLISH_TZ, one mail per student per day listing
// the lessons that opened for them that day, course by course, each with its own stop link.
describe('drip mails: the lessons that opened today, one mail per student', () => {
  const bed = mailTestBed();
  // a replica of the app in America/New_York (the bed's own apps are in UTC)
  const replica = async (): Promise<TestApp> => {
    const t = await createTestApp({
      env: { SMTP_URL: bed.smtpUrl, PUBLIC_URL: SITE, PUBLISH_TZ: TZ },
      overrides: [[MAIL_OUTBOX_OPTIONS, quickMail()]],
    });
    bed.apps.push(t);
    return t;
  };
  const dripMails = () => otherThanAccountMails(bed.smtp).filter((m) => m.header('List-Unsubscribe'));

  // Two courses; Ada is in both (enrolled at 22:30 on March 6 in New York, March 7 in UTC), Bob
  // stopped the mails, Cy enrolled a day later.
  async function arrange(t: TestApp) {
    await emptyCourses(t);
    await resetShop(t);
    const admin = await signedIn(t, 'admin');
    const calm = await createProduct(admin, { title: 'Calm Leadership', type: 'course', price: '99' });
    const founder = await createProduct(admin, { title: 'Founder Foundations', type: 'course', price: '199' });
    const calmLessons = await makeCourseContent(t, calm.id, [
      {
        title: 'Week One',
        lessons: [
          { title: 'Welcome', dripDays: 0 },
          { title: 'Breathing Before Meetings', dripDays: 3 },
          { title: 'Unfinished Draft', dripDays: 3, status: 'draft' },
          { title: 'Saying No', dripDays: 4 },
        ],
      },
      { title: 'Week Two', lessons: [{ title: 'Calm Feedback', dripDays: 3 }] },
    ]);
    const founderLessons = await makeCourseContent(t, founder.id, [
      {
        title: 'Start',
        lessons: [
          { title: 'Your First Offer', dripDays: 2 },
          { title: 'Pricing Ladder', dripDays: 3 },
          { title: 'First Customers', dripDays: 4 },
          { title: 'Referrals', dripDays: 5 },
        ],
      },
    ]);
    const [ada, bob, cy] = [account({ firstName: 'Ada' }), account({ firstName: 'Bob' }), account({ firstName: 'Cy' })];
    const ids: number[] = [];
    for (const who of [ada, bob, cy]) ids.push((await userRow(t, (await registered(t, who)).email))!.id);
    const [adaId, bobId, cyId] = ids;
    const adaCalm = await makeEnrolment(t, calm.id, adaId, { enrolledAt: at('2026-03-07T03:30:00Z') });
    const adaFounder = await makeEnrolment(t, founder.id, adaId, { enrolledAt: at('2026-03-07T03:30:00Z') });
    await makeEnrolment(t, calm.id, bobId, { enrolledAt: at('2026-03-06T15:00:00Z'), dripMails: false });
    await makeEnrolment(t, calm.id, cyId, { enrolledAt: at('2026-03-07T15:00:00Z') });
    const lesson = (title: string) =>
      [...calmLessons.lessons, ...founderLessons.lessons].find((l) => l.title === title)!;
    return { ada, bob, cy, adaId, adaCalm, adaFounder, lesson };
  }

  it('queues exactly one mail per student and day, even with two replicas ticking at once, from 06:00 on', async () => {
    const [a, b] = [await replica(), await replica()];
    const { ada, adaId, lesson } = await arrange(a);
    await outboxSettled(a); // the accounts' confirmation mails are out of the way
    const ticks = (now: Date) =>
      Promise.all([a, b, a, b].map((t) => t.app.get(DripService).sendDue(now))).then((n) => n.reduce((x, y) => x + y));

    // 05:59 in New York on March 9: the day's lessons are not open yet
    expect(await ticks(at('2026-03-09T09:59:00Z'))).toBe(0);
    // 06:00: one mail, to Ada (Bob stopped them, Cy's lessons open a day later), however many ticks
    expect(await ticks(at('2026-03-09T10:00:00Z'))).toBe(1);
    expect(await ticks(at('2026-03-09T22:00:00Z'))).toBe(0);
    const [row] = await a.dataSource.query(`SELECT subject_key, recipient, payload FROM mail_outbox WHERE kind = $1`, [
      KIND,
    ]);
    expect(row.subject_key).toBe(`course-drip:${adaId}:2026-03-09`);
    expect(row.recipient).toBe(ada.email);
    expect(row.payload.userId).toBe(adaId);

    const mail = await waitFor(() => dripMails()[0] ?? false, 15_000, 'the drip mail');
    await outboxSettled(a, KIND);
    expect(dripMails()).toHaveLength(1);
    expect(mail.to).toEqual([ada.email]);
    expect(mail.subject).toBe('New lessons are open in your courses');
    const text = mail.text();
    // per course (by title), the lessons that opened today, in the course's order, with their links
    const lessonLink = (slug: string, title: string) => `${SITE}/courses/${slug}/lessons/${lesson(title).id}`;
    expect(text).toContain(
      [
        `Calm Leadership (${SITE}/courses/calm-leadership)`,
        `- Breathing Before Meetings: ${lessonLink('calm-leadership', 'Breathing Before Meetings')}`,
        `- Calm Feedback: ${lessonLink('calm-leadership', 'Calm Feedback')}`,
      ].join('\n'),
    );
    expect(text).toContain(
      [
        `Founder Foundations (${SITE}/courses/founder-foundations)`,
        `- Pricing Ladder: ${lessonLink('founder-foundations', 'Pricing Ladder')}`,
      ].join('\n'),
    );
    for (const other of ['Welcome', 'Unfinished Draft', 'Saying No', 'Your First Offer', 'First Customers'])
      expect(text).not.toContain(other);
    expect(text.indexOf('Calm Leadership')).toBeLessThan(text.indexOf('Founder Foundations'));
    expect(mail.html()).toContain(`href="${lessonLink('founder-foundations', 'Pricing Ladder')}"`);
    // each course its own stop link; the one-click header stops both
    const stops = [...text.matchAll(/Stop e-mails about new lessons of ([^:]+): (\S+)/g)].map((m) => [m[1], m[2]]);
    expect(stops.map(([course]) => course)).toEqual(['Calm Leadership', 'Founder Foundations']);
    for (const [, link] of stops)
      expect(link).toMatch(/^https:\/\/coach\.example\/api\/courses\/drip-mails\/stop\?token=/);
    expect(new Set(stops.map(([, link]) => link)).size).toBe(2);
    expect(mail.header('List-Unsubscribe')).toMatch(
      /^<https:\/\/coach\.example\/api\/courses\/drip-mails\/stop\?token=.+>$/,
    );
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await outboxStatuses(a, KIND)).toEqual({ sent: 1 });
  });

  it("stops one course's mails from its link (a page with a button first), and every course's with one click", async () => {
    const t = await replica();
    const { ada, cy, lesson } = await arrange(t);
    await outboxSettled(t);
    const drip = t.app.get(DripService);
    await drip.sendDue(at('2026-03-09T10:00:00Z'));
    const mail = await waitFor(() => dripMails()[0] ?? false, 15_000, 'the drip mail');
    const calmStop = new URL(/Stop e-mails about new lessons of Calm Leadership: (\S+)/.exec(mail.text())![1]);
    const calmPath = calmStop.pathname + calmStop.search;

    // opening the link changes nothing: it asks
    const ask = await request(t.server).get(calmPath).expect(200);
    expect(ask.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ask.text).toContain('Unsubscribe from e-mails about new lessons of Calm Leadership?');
    expect(ask.text).toContain(`${ada.email} will no longer receive e-mails about new lessons of Calm Leadership.`);
    expect(ask.text).toContain(`<form method="post" action="/api/courses/drip-mails/stop?token=`);
    // the page's button posts the form; a mail client's one-click (RFC 8058) posts this body
    const post = (path: string, form: string) => request(t.server).post(path).type('form').send(form).expect(200);
    const done = await post(calmPath, '');
    expect(done.text).toContain('You will no longer get e-mails about new lessons of Calm Leadership.');
    expect((await request(t.server).get(calmPath).expect(200)).text).toContain(
      `${ada.email} no longer receives e-mails about new lessons of Calm Leadership.`,
    );

    // the next day Ada hears only of Founder Foundations' lesson (and Cy of his first ones)
    const adaMails = () => dripMails().filter((m) => m.to.includes(ada.email));
    expect(await drip.sendDue(at('2026-03-10T10:00:00Z'))).toBe(2);
    const next = await waitFor(() => adaMails()[1] ?? false, 15_000, 'the second drip mail');
    expect(next.subject).toBe('New lesson open: First Customers');
    expect(next.text()).toContain(`${SITE}/courses/founder-foundations/lessons/${lesson('First Customers').id}`);
    expect(next.text()).not.toContain('Saying No');

    // a mail client's one-click: no cookie, no CSRF token; it stops every course of the mail
    const header = new URL(next.header('List-Unsubscribe')!.slice(1, -1));
    const oneClick = await post(header.pathname + header.search, 'List-Unsubscribe=One-Click');
    expect(oneClick.text).toContain('You will no longer get e-mails about new lessons of Founder Foundations.');
    // on March 11 only Cy hears of a lesson
    expect(await drip.sendDue(at('2026-03-11T10:00:00Z'))).toBe(1);
    await outboxSettled(t, KIND);
    expect(adaMails()).toHaveLength(2);
    expect(recipientsOf(dripMails())).toEqual([ada.email, ada.email, cy.email, cy.email].sort());
  });

  it('answers a link it did not sign, or of an enrolment that is gone, with a readable 404', async () => {
    const t = await replica();
    const { adaCalm } = await arrange(t);
    const tokens = t.app.get(DripStopTokens);
    const forged = tokens.sign([adaCalm]).replace(/^\d+\./, `${adaCalm + 1}.`);
    for (const method of ['get', 'post'] as const) {
      const bad = await request(t.server)[method](`/api/courses/drip-mails/stop?token=${forged}`).expect(404);
      expect(bad.body.message).toBe('This link is not valid. It may have been copied incompletely.');
      await request(t.server)[method]('/api/courses/drip-mails/stop').expect(404);
      const gone = await request(t.server)
        [method](`/api/courses/drip-mails/stop?token=${encodeURIComponent(tokens.sign([adaCalm + 1000]))}`)
        .expect(404);
      expect(gone.body.message).toBe('You are no longer enrolled in this course, so there are no e-mails to stop.');
    }
  });
});
