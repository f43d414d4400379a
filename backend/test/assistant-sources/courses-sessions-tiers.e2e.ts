import { createProduct } from '../commerce/commerce-helpers';
import { createCourse } from '../courses/course-helpers';
import { makeTier } from '../members-only/members-helpers';
import { emptyBookings, emptyCourses, makeCourseContent, resetShop, setConsultation } from '../support/factories';
import { everythingSaid, passage, passagesOf, sourcesBed } from './source-helpers';

const AVAILABILITY = '/api/admin/bookings/availability';
const LESSON_TEXT = 'Only students read this: the ledger drill 3b7e';

// The courses' outlines, the consultations and their booking rules, the membership tiers.
describe('the courses, consultations and memberships sources', () => {
  const arrange = async (t: Parameters<typeof emptyCourses>[0]) => {
    await resetShop(t);
    await emptyCourses(t);
    await emptyBookings(t);
  };
  const bed = sourcesBed({ arrange, restore: emptyBookings });

  it("gives each course's outline with its free previews, never a lesson's text", async () => {
    const course = await createCourse(bed.admin, 'Founder Foundations');
    await makeCourseContent(bed.t, course.id, [
      { title: 'Start', lessons: [{ title: 'Welcome', freePreview: true, bodyHtml: `<p>${LESSON_TEXT}</p>` }] },
      { title: 'Grow', lessons: [{ title: 'Pricing', bodyHtml: `<p>${LESSON_TEXT}</p>` }, { title: 'Hiring' }] },
      { title: 'Later', lessons: [{ title: 'Not yet written', status: 'draft' }] },
    ]);
    expect(await passage(bed.t, 'courses', `course:${course.id}`)).toEqual({
      key: `course:${course.id}#1`,
      title: 'Founder Foundations',
      url: `/courses/${course.slug}`,
      keywords: expect.stringContaining('curriculum'),
      text: 'Founder Foundations is an online course. It has 3 lessons in 2 modules. Welcome is a free preview anybody can open. Its modules: Start and Grow.',
    });
    expect((await passage(bed.t, 'courses', `course:${course.id}:module2`)).text).toBe(
      'Module 2 of Founder Foundations, Grow, has 2 lessons: Pricing and Hiring.',
    );
    const said = await everythingSaid(bed.t);
    expect(said).not.toContain('ledger drill');
    expect(said).not.toContain('Not yet written');
  });

  it("gives each bookable consultation's length, price, booking rules and page, as the owner sets them", async () => {
    const session = await createProduct(bed.admin, { title: 'Deep Dive', type: 'consultation', price: '150' });
    const intro = await createProduct(bed.admin, { title: 'Intro Call', type: 'consultation', price: '0' });
    await createProduct(bed.admin, { title: 'Not Set Up', type: 'consultation', price: '80' });
    await setConsultation(bed.t, session.id, 90);
    await setConsultation(bed.t, intro.id, 20);
    const rules = (await bed.admin.get(AVAILABILITY).expect(200)).body as Record<string, unknown>;
    await bed.admin
      .send('put', AVAILABILITY, {
        ...rules,
        timeZone: 'America/New_York',
        minNoticeMinutes: 720,
        horizonDays: 30,
        cancelCutoffMinutes: 2880,
      })
      .expect(200);

    const deep = (await passagesOf(bed.t, 'consultations')).filter((p) =>
      p.key.startsWith(`consultation:${session.id}#`),
    );
    expect(deep[0]).toMatchObject({ title: 'Deep Dive', url: `/products/${session.slug}` });
    const text = deep.map((p) => p.text).join(' ');
    expect(text).toContain('Deep Dive is a one-to-one session of 1 hour 30 minutes, for $150.');
    expect(text).toContain('at least 12 hours ahead and up to 30 days ahead');
    expect(text).toContain('New York time (America/New_York)');
    expect(text).toContain('cancel it with a full refund, until 2 days before it starts');
    expect(await passage(bed.t, 'consultations', `consultation:${intro.id}`)).toMatchObject({
      url: '/schedule-call',
      text: expect.stringContaining('Intro Call is a one-to-one session of 20 minutes, free.'),
    });
    expect((await passagesOf(bed.t, 'consultations')).some((p) => p.title === 'Not Set Up')).toBe(false);
  });

  it("gives each open tier's prices, trial, benefits and included courses, with its join page", async () => {
    const course = await createCourse(bed.admin, 'Included Course');
    const tier = await makeTier(bed.t, bed.admin, 'Inner Circle', { rank: 1 });
    await bed.admin
      .send('put', `/api/admin/memberships/tiers/${tier.id}`, {
        rank: 1,
        monthlyPrice: '19',
        yearlyPrice: '190',
        trialDays: 14,
        benefits: ['A monthly group call', 'The archive of members-only posts'],
        paidNewsletter: true,
        includedProductIds: [course.id],
      })
      .expect(200);
    const text = (await passagesOf(bed.t, 'memberships'))
      .filter((p) => p.key.startsWith(`membership:${tier.id}#`))
      .map((p) => p.text)
      .join(' ');
    expect(await passage(bed.t, 'memberships', `membership:${tier.id}`)).toMatchObject({ url: `/join/${tier.slug}` });
    expect(text).toContain('Members pay $19 a month or $190 a year. It starts with a 14-day free trial.');
    expect(text).toContain('Members get: A monthly group call; The archive of members-only posts.');
    expect(text).toContain('It includes Included Course while the membership lasts.');
    expect(text).toContain('Cancel at any time in Account, Membership');

    await bed.admin.post(`/api/products/${tier.id}/archive`).expect(200);
    expect(await passagesOf(bed.t, 'memberships')).toEqual([]);
  });
});
