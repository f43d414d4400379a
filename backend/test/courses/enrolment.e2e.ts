import { newClient, signedIn, type TestClient } from '../support/client';
import { makeCourseContent, type MadeCourse } from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import {
  buyerWithEmail,
  createProduct,
  paidOrder,
  paidTwice,
  startStripeShop,
  type StripeShop,
} from '../commerce/commerce-helpers';
import { type Course, createCourse, studentsShown } from './course-helpers';

// Issue 31: a paid order enrols its buyer in the course (commerce's fulfilment, in the order's
// transaction, through the real checkout and Stripe's webhook against the loopback fake) and
// welcomes them by mail; a refund of the course's line ends that enrolment; the owner enrols and
// removes students by e-mail; a course's students are its enrolments.
describe('enrolment in a course', () => {
  let shop: StripeShop;
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    shop = await startStripeShop();
    ({ t, admin } = shop);
  });
  afterAll(() => shop.close());

  const outline = (client: TestClient, course: Course) => client.get(`/api/courses/${course.slug}`).expect(200);
  const lesson = (client: TestClient, course: Course, lessonId: number) =>
    client.get(`/api/courses/${course.slug}/lessons/${lessonId}`);
  const mailsTo = (email: string, subject: string) =>
    shop.smtp.mails.filter((m) => m.to.includes(email) && m.subject === subject);
  const orderItems = async (orderId: number) =>
    (await t.dataSource.query('SELECT id, product_id AS "productId" FROM order_items WHERE order_id = $1', [
      orderId,
    ])) as { id: number; productId: number }[];

  async function courseWithLessons(title: string): Promise<{ course: Course; content: MadeCourse }> {
    const course = await createCourse(admin, title);
    const content = await makeCourseContent(t, course.id, [
      { title: 'Start here', lessons: [{ title: 'Welcome' }, { title: 'Your first week' }] },
    ]);
    return { course, content };
  }

  it('enrols the buyer once the order is paid, welcomes them with the link to the course, counts them', async () => {
    const { course, content } = await courseWithLessons('Calm Leadership');
    const { buyer, buyerEmail } = await buyerWithEmail(t);
    expect((await outline(buyer, course)).body.enrolment).toBeNull();
    await lesson(buyer, course, content.lessons[0].id).expect(403);
    expect(await studentsShown(await newClient(t), course.id)).toBe(0);

    await paidOrder(shop, buyer, [course.id], 199);

    expect((await outline(buyer, course)).body.enrolment).toMatchObject({
      completedLessons: 0,
      totalLessons: 2,
      percent: 0,
      lastLessonId: null,
      resumeLessonId: content.lessons[0].id,
      completedAt: null,
      dripMails: true,
      certificateUrl: null,
    });
    expect((await lesson(buyer, course, content.lessons[1].id).expect(200)).body.title).toBe('Your first week');
    const [welcome] = await waitFor(
      () =>
        mailsTo(buyerEmail, 'Welcome to Calm Leadership').length > 0 &&
        mailsTo(buyerEmail, 'Welcome to Calm Leadership'),
      10_000,
      'the welcome mail',
    );
    expect(welcome.text()).toContain(`${t.config.publicUrl}/courses/${course.slug}`);
    expect(welcome.html()).toContain(`href="${t.config.publicUrl}/courses/${course.slug}"`);
    await waitFor(async () => (await studentsShown(await newClient(t), course.id)) === 1, undefined, 'one student');
    const students = (await admin.get(`/api/admin/courses/${course.id}/students`).expect(200)).body;
    expect(students).toEqual([
      expect.objectContaining({
        email: buyerEmail,
        name: 'Ada Lovelace',
        source: 'purchase',
        totalLessons: 2,
        percent: 0,
      }),
    ]);
    expect((await buyer.get('/api/account/courses').expect(200)).body).toEqual([
      expect.objectContaining({ productId: course.id, slug: course.slug, title: 'Calm Leadership', percent: 0 }),
    ]);
  });

  it('keeps one enrolment when the buyer pays for the course again, until both payments are refunded', async () => {
    const { course, content } = await courseWithLessons('Buy It Twice');
    const { buyer, buyerEmail } = await buyerWithEmail(t);
    // a student is not sold their course again: paying twice takes a race (paidTwice)
    const [firstOrder, secondOrder] = await paidTwice(shop, buyer, course, 199);
    const first = (await outline(buyer, course)).body.enrolment.enrolledAt as string;
    expect((await outline(buyer, course)).body.enrolment.enrolledAt).toBe(first);
    await waitFor(async () => (await studentsShown(admin, course.id)) === 1, undefined, 'still one student');
    await outboxSettled(t, 'course-enrolled');
    expect(mailsTo(buyerEmail, 'Welcome to Buy It Twice')).toHaveLength(1);

    // the double payment refunded: the other order still pays for the course
    await admin.post(`/api/admin/orders/${firstOrder}/refunds`, {}).expect(200);
    expect((await outline(buyer, course)).body.enrolment.enrolledAt).toBe(first);
    await lesson(buyer, course, content.lessons[0].id).expect(200);
    await admin.post(`/api/admin/orders/${secondOrder}/refunds`, {}).expect(200);
    expect((await outline(buyer, course)).body.enrolment).toBeNull();
    await lesson(buyer, course, content.lessons[0].id).expect(403);
  });

  it('ends the enrolment of a refunded course line and keeps the course of the line that was not', async () => {
    const kept = await courseWithLessons('Kept Course');
    const refunded = await courseWithLessons('Refunded Course');
    const { buyer } = await buyerWithEmail(t);
    const { orderId } = await paidOrder(shop, buyer, [kept.course.id, refunded.course.id], 398);
    await lesson(buyer, refunded.course, refunded.content.lessons[0].id).expect(200);
    const item = (await orderItems(orderId)).find((i) => i.productId === refunded.course.id)!;

    await admin.post(`/api/admin/orders/${orderId}/refunds`, { itemIds: [item.id] }).expect(200);

    expect((await outline(buyer, refunded.course)).body.enrolment).toBeNull();
    const closed = await lesson(buyer, refunded.course, refunded.content.lessons[0].id).expect(403);
    expect(closed.body.message).toBe("This lesson is for the course's students. Enrol to open it.");
    await lesson(buyer, kept.course, kept.content.lessons[0].id).expect(200);
    expect(
      ((await buyer.get('/api/account/courses').expect(200)).body as { slug: string }[]).map((c) => c.slug),
    ).toEqual([kept.course.slug]);
    await waitFor(async () => (await studentsShown(admin, refunded.course.id)) === 0, undefined, 'no student left');
    expect(await studentsShown(admin, kept.course.id)).toBe(1);
  });

  it('lets the owner enrol an account by its e-mail address and take it out again', async () => {
    const { course, content } = await courseWithLessons('Owner Enrolled');
    const who = {
      email: `student.${Date.now()}@example.com`,
      password: 'secret123',
      firstName: 'Grace',
      lastName: 'Hopper',
    };
    const student = await signedIn(t, 'customer', who);
    const students = `/api/admin/courses/${course.id}/students`;

    expect((await admin.post(students, { email: 'nobody@example.com' }).expect(404)).body.message).toBe(
      'No account uses this e-mail address.',
    );
    expect((await admin.post(students, { email: 'not an address' }).expect(400)).body.message).toBe(
      'Please enter a valid email',
    );
    // the address as typed in another case is the same account
    const enrolled = await admin.post(students, { email: who.email.toUpperCase() }).expect(201);
    expect(enrolled.body).toMatchObject({
      name: 'Grace Hopper',
      email: who.email,
      source: 'owner',
      completedLessons: 0,
      totalLessons: 2,
      percent: 0,
      lastLessonTitle: null,
      completedAt: null,
    });
    expect((await admin.post(students, { email: who.email }).expect(409)).body.message).toBe(
      'This person is already enrolled.',
    );
    await lesson(student, course, content.lessons[0].id).expect(200);
    await waitFor(
      () => mailsTo(who.email, 'Welcome to Owner Enrolled').length === 1,
      10_000,
      'the welcome mail of an enrolment by the owner',
    );
    // the shop's cached read follows an enrolment that no order made
    await waitFor(async () => (await studentsShown(await newClient(t), course.id)) === 1, undefined, 'one student');
    const listed = (await admin.get(students).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ userId: enrolled.body.userId, lastLessonTitle: 'Welcome' })]);

    // students are the owner's business only
    await student.get(students).expect(403);
    await (await newClient(t)).get(students).expect(401);

    await admin.send('delete', `${students}/${enrolled.body.userId}`).expect(204);
    await lesson(student, course, content.lessons[0].id).expect(403);
    expect((await admin.send('delete', `${students}/${enrolled.body.userId}`).expect(404)).body.message).toBe(
      'This person is not enrolled in this course.',
    );
    await waitFor(async () => (await studentsShown(await newClient(t), course.id)) === 0, undefined, 'no student');
  });

  it('closes an archived course to its students and keeps them for the owner', async () => {
    const { course, content } = await courseWithLessons('Archived Course');
    const { buyer } = await buyerWithEmail(t);
    await paidOrder(shop, buyer, [course.id], 199);
    await admin.post(`/api/products/${course.id}/archive`).expect(200);

    expect((await buyer.get(`/api/courses/${course.slug}`).expect(404)).body.message).toBe(
      'This course no longer exists.',
    );
    await lesson(buyer, course, content.lessons[0].id).expect(404);
    expect(((await buyer.get('/api/account/courses').expect(200)).body as unknown[]).length).toBe(0);
    expect((await admin.get(`/api/admin/courses/${course.id}/students`).expect(200)).body).toHaveLength(1);
  });

  it('answers 404 for a product that is not a course', async () => {
    const guide = await createProduct(admin, { title: 'Not A Course', price: '5' });
    const res = await admin.get(`/api/admin/courses/${guide.id}/students`).expect(404);
    expect(res.body.message).toBe('This course no longer exists.');
    await admin.post(`/api/admin/courses/${guide.id}/students`, { email: 'x@example.com' }).expect(404);
  });
});
