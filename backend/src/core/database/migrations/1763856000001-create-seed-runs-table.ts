import { MigrationInterface, QueryRunner } from 'typeorm';

// Which demo seeders have run, so each runs once per database even across restarts and replicas.
export class CreateSeedRunsTable1763856000001 implements MigrationInterface {
  name = 'CreateSeedRunsTable1763856000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "seed_runs" (
        "name" varchar(100) PRIMARY KEY,
        "ran_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "seed_runs"`);
  }
}
