import { MigrationInterface, QueryRunner } from 'typeorm';

// A course's students are its enrolments (commerce's soldColumns): an enrolment made or taken away
// (by the owner too, not only by a paid or refunded order) tells the replicas to drop the product
// reads they keep, as a change to an order's status does (migration 1764520000000).
export class NotifyCourseEnrolments1764590100000 implements MigrationInterface {
  name = 'NotifyCourseEnrolments1764590100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TRIGGER "course_enrolments_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "course_enrolments"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "course_enrolments_changed" ON "course_enrolments"`);
  }
}
