import { createProduct, listOrders } from '../commerce/commerce-helpers';
import type { TestClient } from '../support/client';
import { billingNow, makeCourseContent, type MadeCourse } from '../support/factories';
import {
  DAY_MS,
  joined,
  mailedOnce,
  type MembershipBody,
  membershipsSuite,
  moveClock,
  newMember,
} from '../memberships/membership-helpers';
import { type Course, createCourse, userIdOf } from './course-helpers';

// A course a tier includes behaves for its member like a bought one while the membership includes
// it: their first lesson opened (or marked complete) enrols them (source 'membership'), their
// progress is kept and the course is in My Courses; it is not owned (the shop sells it to them, and
// buying it takes the enrolment over); once the membership ends the course closes and leaves My
// Courses, and joining again restores it where they left it. Real memberships on the offline billing
// clock, the shop's offline test card.
describe('a member enrolled in a course their tier includes', () => {
  const suite = membershipsSuite();
  let course: Course;
  let content: MadeCourse;
  let tierId: number;

  beforeAll(async () => {
    course = await createCourse(suite.admin, 'Members Leadership', '199');
    content = await makeCourseContent(suite.t, course.id, [
      { title: 'Start', lessons: [{ title: 'Welcome in' }, { title: 'Your first client' }] },
    ]);
    tierId = await tierIncluding(suite.admin, 'Course Circle', [course.id]);
  });

  const lessonUrl = (index: number) => `/api/courses/${course.slug}/lessons/${content.lessons[index].id}`;
  const open = (client: TestClient, index: number) => client.get(lessonUrl(index));
  const complete = (client: TestClient, index: number) => client.post(`${lessonUrl(index)}/complete`);
  const coursePage = async (client: TestClient) => (await client.get(`/api/courses/${course.slug}`).expect(200)).body;
  const myCourses = async (client: TestClient) => (await client.get('/api/account/courses').expect(200)).body;
  const owned = async (client: TestClient): Promise<number[]> =>
    (await client.get('/api/account/owned-products').expect(200)).body.productIds;
  // the course's students as the owner's Students section lists them: this account's rows
  const studentRows = async (client: TestClient) => {
    const userId = await userIdOf(client);
    const rows = (await suite.admin.get(`/api/admin/courses/${course.id}/students`).expect(200)).body;
    return (rows as { userId: number }[]).filter((row) => row.userId === userId);
  };
  const buyCourse = async (client: TestClient) => {
    const { clientSecret } = (
      await client.post('/api/create-payment-intent', { amount: 199, productIds: [course.id] }).expect(200)
    ).body;
    const paid = await client.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' });
    expect([paid.status, paid.body.message]).toEqual([200, 'Payment Successful!']);
  };
  // cancelled, then the billing clock moved to the period's end: the membership has ended
  const endMembership = async (client: TestClient, membership: MembershipBody) => {
    await client.post('/api/account/membership/cancel').expect(200);
    const toEnd = Math.ceil((Date.parse(membership.currentPeriodEnd) - (await billingNow(suite.t)).getTime()) / DAY_MS);
    expect(await moveClock(suite.admin, toEnd)).toMatchObject({ ended: 1 });
  };

  it('enrols the member on their first lesson, keeps their progress, lists the course in My Courses, and still sells it to them', async () => {
    const { client } = await newMember(suite.t);
    await joined(client, tierId);

    // reading the course's page is no act in it
    expect((await coursePage(client)).enrolment).toBeNull();
    expect(await studentRows(client)).toEqual([]);
    expect(await myCourses(client)).toEqual([]);

    expect((await open(client, 0).expect(200)).body.title).toBe('Welcome in');
    expect(await studentRows(client)).toEqual([expect.objectContaining({ source: 'membership', completedLessons: 0 })]);
    expect((await complete(client, 0).expect(200)).body).toMatchObject({ completedLessons: 1, totalLessons: 2 });
    expect((await coursePage(client)).enrolment).toMatchObject({
      completedLessons: 1,
      percent: 50,
      lastLessonId: content.lessons[0].id,
      resumeLessonId: content.lessons[1].id,
    });
    expect(await myCourses(client)).toEqual([
      expect.objectContaining({ productId: course.id, source: 'membership', completedLessons: 1, percent: 50 }),
    ]);

    // not owned: the shop offers the course to them
    expect(await owned(client)).not.toContain(course.id);
    await client.post('/api/create-payment-intent', { amount: 199, productIds: [course.id] }).expect(200);
  });

  it('enrols a member whose first act is marking a lesson complete', async () => {
    const { client } = await newMember(suite.t);
    await joined(client, tierId);
    expect((await complete(client, 1).expect(200)).body).toMatchObject({ completedLessons: 1 });
    expect(await studentRows(client)).toEqual([expect.objectContaining({ source: 'membership', completedLessons: 1 })]);
  });

  it('makes one enrolment of first acts at once', async () => {
    const { client } = await newMember(suite.t);
    await joined(client, tierId);
    const answers = await Promise.all([open(client, 0), open(client, 1), complete(client, 0), complete(client, 1)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await studentRows(client)).toEqual([expect.objectContaining({ source: 'membership', completedLessons: 2 })]);
  });

  it('closes the course when the membership ends, keeps the progress, and opens it where they left it when they join again', async () => {
    const { client } = await newMember(suite.t);
    const membership = await joined(client, tierId);
    await open(client, 0).expect(200);
    await complete(client, 0).expect(200);

    await endMembership(client, membership);
    expect((await open(client, 0).expect(403)).body.message).toBe(
      "This lesson is for the course's students. Enrol to open it.",
    );
    await complete(client, 1).expect(403);
    const closed = await coursePage(client);
    expect(closed.enrolment).toBeNull();
    expect(closed.modules[0].lessons.map((l: { open: boolean }) => l.open)).toEqual([false, false]);
    expect(await myCourses(client)).toEqual([]);
    // the row stays, with what they did
    expect(await studentRows(client)).toEqual([expect.objectContaining({ source: 'membership', completedLessons: 1 })]);

    await joined(client, tierId);
    expect(await myCourses(client)).toEqual([
      expect.objectContaining({ source: 'membership', completedLessons: 1, lastLessonTitle: 'Welcome in' }),
    ]);
    await open(client, 1).expect(200);
    expect((await coursePage(client)).enrolment).toMatchObject({
      completedLessons: 1,
      lastLessonId: content.lessons[1].id,
    });
  });

  it('turns the enrolment into a purchase when the member buys the course, progress kept, and keeps it after the membership ends', async () => {
    const { client, email } = await newMember(suite.t);
    const membership = await joined(client, tierId);
    await open(client, 0).expect(200);
    await complete(client, 0).expect(200);

    await buyCourse(client);
    expect(await studentRows(client)).toEqual([expect.objectContaining({ source: 'purchase', completedLessons: 1 })]);
    expect(await owned(client)).toContain(course.id);
    await mailedOnce(suite, email, 'Welcome to Members Leadership');
    expect(await myCourses(client)).toEqual([expect.objectContaining({ source: 'purchase', completedLessons: 1 })]);

    await endMembership(client, membership);
    await open(client, 1).expect(200);
    expect(await myCourses(client)).toEqual([expect.objectContaining({ source: 'purchase', completedLessons: 1 })]);
    const again = await client.post('/api/create-payment-intent', { amount: 199, productIds: [course.id] }).expect(409);
    expect(again.body.message).toMatch(/already/i);
  });

  it('gives the enrolment back to the membership when that purchase is refunded while the tier includes the course', async () => {
    const { client } = await newMember(suite.t);
    await joined(client, tierId);
    await complete(client, 0).expect(200);
    await buyCourse(client);
    const [order] = await listOrders(client);

    await suite.admin.post(`/api/admin/orders/${order.id}/refunds`, {}).expect(200);
    expect(await studentRows(client)).toEqual([expect.objectContaining({ source: 'membership', completedLessons: 1 })]);
    expect(await owned(client)).not.toContain(course.id);
    await open(client, 1).expect(200);
    expect(await myCourses(client)).toEqual([expect.objectContaining({ source: 'membership', completedLessons: 1 })]);
  });

  it("makes the course the member's for good when the owner enrols them", async () => {
    const { client, email } = await newMember(suite.t);
    await joined(client, tierId);
    await open(client, 0).expect(200);
    const enrolled = await suite.admin.post(`/api/admin/courses/${course.id}/students`, { email }).expect(201);
    expect(enrolled.body).toMatchObject({ source: 'owner', email });
    expect(await owned(client)).toContain(course.id);
  });
});

// A tier (rank 1, $19 a month, no trial) whose members have these products while it lasts.
async function tierIncluding(admin: TestClient, title: string, includedProductIds: number[]): Promise<number> {
  const product = await createProduct(admin, { title, type: 'membership', price: '19', category: 'Membership' });
  await admin
    .send('put', `/api/admin/memberships/tiers/${product.id}`, {
      rank: 1,
      monthlyPrice: '19',
      yearlyPrice: null,
      trialDays: 0,
      benefits: [],
      includedProductIds,
    })
    .expect(200);
  return product.id;
}
