import { MigrationInterface, QueryRunner } from 'typeorm';

// A free guide's page (/free/{slug}) is a public page the server renders and keeps: a change to a
// lead magnet (a new title, one taken down) tells every replica to drop the pages it keeps
// (core/http/read-cache.ts), as a change to a post or a product does (migration 1764490000000).
export class NotifyLeadMagnets1764970000000 implements MigrationInterface {
  name = 'NotifyLeadMagnets1764970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TRIGGER "lead_magnets_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lead_magnets"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "lead_magnets_changed" ON "lead_magnets"`);
  }
}
