import { MembershipEnrolments1764710000000 } from '../../src/core/database/migrations/1764710000000-membership-enrolments';
import { insertEnrolmentRow, insertLessonRow, insertProductRow, insertUserRow } from '../support/factories';
import { scratchDatabaseUpTo } from '../support/scratch-database';

// Migration 1764710000000 lets an enrolment come from a membership; its down deletes those (an
// owner's would open the course for good) and keeps every other enrolment and all progress.
describe('the migration of membership enrolments', () => {
  const scratch = scratchDatabaseUpTo('member_enrolments', MembershipEnrolments1764710000000);
  const ids = async (table: string, column: string): Promise<number[]> =>
    ((await scratch.ds.query(`SELECT ${column} AS id FROM ${table} ORDER BY 1`)) as { id: number }[]).map((r) => r.id);

  it("accepts a membership's enrolment; its down deletes those only, progress kept, and refuses them again", async () => {
    await scratch.ds.runMigrations({ transaction: 'each' });
    await insertProductRow(scratch.ds, { title: 'A Course', slug: 'a-course' });
    const lessonId = await insertLessonRow(scratch.ds, 1);
    for (const [i, name] of ['Member', 'Student'].entries())
      await insertUserRow(scratch.ds, {
        email: `${name.toLowerCase()}${i}@example.com`,
        firstName: name,
        lastName: 'X',
      });
    await insertEnrolmentRow(scratch.ds, {
      productId: 1,
      userId: 1,
      source: 'membership',
      completedLessonIds: [lessonId],
    });
    await insertEnrolmentRow(scratch.ds, { productId: 1, userId: 2, source: 'owner', completedLessonIds: [lessonId] });

    await scratch.ds.undoLastMigration({ transaction: 'each' });
    expect(await ids('course_enrolments', 'user_id')).toEqual([2]);
    expect(await ids('course_progress', 'user_id')).toEqual([1, 2]);
    await expect(insertEnrolmentRow(scratch.ds, { productId: 1, userId: 1, source: 'membership' })).rejects.toThrow(
      /course_enrolments_source_check/,
    );

    await scratch.ds.runMigrations({ transaction: 'each' });
    await insertEnrolmentRow(scratch.ds, { productId: 1, userId: 1, source: 'membership' });
    expect(await ids('course_enrolments', 'user_id')).toEqual([1, 2]);
  });
});
