import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePageContentAndContact1764201600000 implements MigrationInterface {
  name = 'CreatePageContentAndContact1764201600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "page_content" (
        "page" varchar(20) NOT NULL,
        "section" varchar(20) NOT NULL,
        "content" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("page", "section")
      )`);
    // the owner's notification is retried from here until it is sent: a message is never lost
    await q.query(`
      CREATE TABLE "contact_messages" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "subject" varchar(20) NOT NULL,
        "message" varchar(5000) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "notified_at" timestamptz,
        "notify_attempts" integer NOT NULL DEFAULT 0,
        "next_notify_at" timestamptz NOT NULL DEFAULT now(),
        "last_error" varchar(500)
      )`);
    await q.query(`CREATE INDEX "IDX_contact_messages_unnotified" ON "contact_messages" ("next_notify_at") WHERE "notified_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "contact_messages"`);
    await q.query(`DROP TABLE "page_content"`);
  }
}
