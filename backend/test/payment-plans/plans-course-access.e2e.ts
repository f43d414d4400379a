import { createProduct } from '../commerce/commerce-helpers';
import { makeCourseContent } from '../support/factories';
import {
  boughtInInstalments,
  daysToNextPayment,
  DECLINES,
  moveClock,
  myPlan,
  newMember,
  PAYS,
  planCard,
  plansSuite,
} from './plan-helpers';

const PAUSED =
  'An instalment of this course is overdue, so it is paused: update your card under Payment plans in your account to open it again.';

// A course bought in instalments opens with the first payment; once a later one is unpaid past the
// grace period its lessons close (reading and marking complete) with the reason, and a card that
// pays opens them again where the student left off.
describe('a course bought in instalments, paused and resumed', () => {
  const suite = plansSuite();

  it('closes the lessons while the plan is paused and opens them again once it is paid', async () => {
    const course = await createProduct(suite.admin, {
      title: 'Instalment Leadership',
      type: 'course',
      category: 'Courses',
      price: '210',
      planInstalments: 3,
      planTotal: '210',
    });
    const content = await makeCourseContent(suite.t, course.id, [
      { title: 'Start', lessons: [{ title: 'Welcome' }, { title: 'Your offer' }] },
    ]);
    const lesson = (index: number) => `/api/courses/${course.slug}/lessons/${content.lessons[index].id}`;
    const { client } = await newMember(suite.t);
    const plan = await boughtInInstalments(client, { id: course.id, title: course.title, firstAmountCents: 7000 });
    expect(plan).toMatchObject({ status: 'active', paid: '$70', outstanding: '$140' });

    // the first payment opens the course
    await client.get(lesson(0)).expect(200);
    await client.post(`${lesson(0)}/complete`).expect(200);

    // a card that declines: the next instalment fails, is tried again, and the grace period ends
    await planCard(client, plan.id, DECLINES);
    await moveClock(suite.admin, await daysToNextPayment(suite, plan));
    expect(await myPlan(client, plan.id)).toMatchObject({ status: 'past_due' });
    await client.get(lesson(1)).expect(200); // past due keeps access
    await moveClock(suite.admin, 7);
    expect(await myPlan(client, plan.id)).toMatchObject({ status: 'paused' });

    for (const res of [await client.get(lesson(1)), await client.post(`${lesson(1)}/complete`)])
      expect([res.status, res.body.message]).toEqual([403, PAUSED]);

    // paid with a new card: open again, the progress kept
    expect((await planCard(client, plan.id, PAYS)).body.plan).toMatchObject({ status: 'active', paidCount: 2 });
    await client.get(lesson(1)).expect(200);
    expect((await client.post(`${lesson(1)}/complete`).expect(200)).body).toMatchObject({
      completedLessons: 2,
      totalLessons: 2,
    });
  });
});
