import type { MigrationInterface, QueryRunner } from 'typeorm';

// A member whose tier includes a course is enrolled in it on their first act there (opening a
// lesson, marking one complete): an enrolment of source 'membership', which opens the course only
// while the membership includes it, and which a purchase of the course takes over (docs/memberships.md).
export class MembershipEnrolments1764710000000 implements MigrationInterface {
  name = 'MembershipEnrolments1764710000000';

  async up(q: QueryRunner): Promise<void> {
    // the column's own CHECK of migration 1764590000000, named by PostgreSQL; 'membership' fits its varchar(10)
    await q.query(`ALTER TABLE course_enrolments DROP CONSTRAINT course_enrolments_source_check`);
    await q.query(
      `ALTER TABLE course_enrolments ADD CONSTRAINT course_enrolments_source_check
         CHECK (source IN ('purchase', 'owner', 'membership'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Membership enrolments are deleted, not turned into 'owner' ones: the old schema knows no
    // enrolment that lapses with a membership, and an owner's would open the course for good to
    // someone who never paid for it. Their lesson progress (course_progress) stays, and the old code
    // still opens the course to a member while the tier includes it; only the enrolment's date, last
    // lesson, completion and drip-mail choice go.
    await q.query(`DELETE FROM course_enrolments WHERE source = 'membership'`);
    await q.query(`ALTER TABLE course_enrolments DROP CONSTRAINT course_enrolments_source_check`);
    await q.query(
      `ALTER TABLE course_enrolments ADD CONSTRAINT course_enrolments_source_check CHECK (source IN ('purchase', 'owner'))`,
    );
  }
}
