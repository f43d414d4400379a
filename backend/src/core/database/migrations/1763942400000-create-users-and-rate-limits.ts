import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndRateLimits1763942400000 implements MigrationInterface {
  name = 'CreateUsersAndRateLimits1763942400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "email" varchar(254) NOT NULL,
        "password_hash" varchar(255) NOT NULL,
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "role" varchar(20) NOT NULL DEFAULT 'customer' CHECK ("role" IN ('customer', 'admin')),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // one account per address, whatever its letter case
    await q.query(`CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))`);
    await q.query(`
      CREATE TABLE "rate_limit_hits" (
        "key" varchar(400) PRIMARY KEY,
        "window_start" timestamptz NOT NULL,
        "count" integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rate_limit_hits"`);
    await q.query(`DROP TABLE "users"`);
  }
}
