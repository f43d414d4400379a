import { MigrationInterface, QueryRunner } from 'typeorm';

// Each backup the site made (scheduled or `make backup`) and how it ended, for the Overview. A
// scheduled one is claimed by its minute (slot), so one replica makes it.
export class CreateBackupRuns1764580000000 implements MigrationInterface {
  name = 'CreateBackupRuns1764580000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "backup_runs" (
        "id" SERIAL PRIMARY KEY,
        "slot" timestamptz UNIQUE,
        "started_at" timestamptz NOT NULL DEFAULT now(),
        "finished_at" timestamptz,
        "status" varchar(10) NOT NULL DEFAULT 'running' CHECK ("status" IN ('running', 'succeeded', 'failed')),
        "file" varchar(500),
        "error" varchar(2000)
      )`);
    await q.query(`CREATE INDEX "IDX_backup_runs_status_finished" ON "backup_runs" ("status", "finished_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "backup_runs"`);
  }
}
