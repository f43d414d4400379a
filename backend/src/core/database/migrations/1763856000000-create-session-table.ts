import { MigrationInterface, QueryRunner } from 'typeorm';

// Sessions live in PostgreSQL (connect-pg-simple's table layout) so they survive restarts and
// are shared by every replica.
export class CreateSessionTable1763856000000 implements MigrationInterface {
  name = 'CreateSessionTable1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "session" (
        "sid" varchar NOT NULL COLLATE "default" PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "session"`);
  }
}
