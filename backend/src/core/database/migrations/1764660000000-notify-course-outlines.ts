import { MigrationInterface, QueryRunner } from 'typeorm';

// A course's public page shows its outline (its modules, their lessons, how many files each has):
// a change to one tells every replica to drop the pages it keeps (core/http/read-cache.ts), as a
// change to a post or a product does (migration 1764490000000).
const OUTLINE_TABLES = ['course_modules', 'course_lessons', 'course_lesson_attachments'];

export class NotifyCourseOutlines1764660000000 implements MigrationInterface {
  name = 'NotifyCourseOutlines1764660000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of OUTLINE_TABLES) {
      await q.query(
        `CREATE TRIGGER "${table}_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of OUTLINE_TABLES) await q.query(`DROP TRIGGER "${table}_changed" ON "${table}"`);
  }
}
