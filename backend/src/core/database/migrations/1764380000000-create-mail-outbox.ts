import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_OWNER_EMAIL } from '../../config/app-config';

// Issue 13: one outbox for every mail. The newsletter's deliveries and the contact notifications'
// columns move into mail_outbox (pending ones stay pending); newsletter_issues stays the record of
// which posts were e-mailed. The contact rows' recipient is OWNER_EMAIL from the environment the
// migration runs in (the app's own; the compose migrate service has the same).
export class CreateMailOutbox1764380000000 implements MigrationInterface {
  name = 'CreateMailOutbox1764380000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "mail_outbox" (
        "id" BIGSERIAL PRIMARY KEY,
        "kind" text NOT NULL,
        "subject_key" text NOT NULL,
        "recipient" text NOT NULL,
        "payload" jsonb NOT NULL DEFAULT '{}',
        "status" text NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'sending', 'sent', 'skipped', 'failed', 'unresolved')),
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "claimed_at" timestamptz,
        "sent_at" timestamptz,
        "last_error" text,
        "message_id" text UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_mail_outbox_mail" UNIQUE ("subject_key", "kind", "recipient")
      )`);
    // The claim reads due pending rows in order, the lease check rows sending; sent rows pile up
    // outside both. The unique key leads with the subject (a post's or an order's mails), not with
    // the kind, so the claim's only index is the due one.
    await q.query(
      `CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("next_attempt_at", "id") WHERE "status" = 'pending'`,
    );
    await q.query(`CREATE INDEX "IDX_mail_outbox_sending" ON "mail_outbox" ("claimed_at") WHERE "status" = 'sending'`);
    await q.query(`
      INSERT INTO "mail_outbox" ("kind", "subject_key", "recipient", "payload", "status", "attempts",
        "next_attempt_at", "claimed_at", "sent_at", "last_error", "created_at")
      SELECT 'newsletter', 'post:' || i."post_id", s."email",
        jsonb_build_object('postId', i."post_id", 'subscriberId', s."id"), d."status", d."attempts",
        d."next_attempt_at", d."locked_at", d."sent_at", d."last_error", i."created_at"
      FROM "newsletter_deliveries" d
      JOIN "newsletter_issues" i ON i."id" = d."issue_id"
      JOIN "subscribers" s ON s."id" = d."subscriber_id"
      ORDER BY d."id"`);
    await q.query(`DROP TABLE "newsletter_deliveries"`);
    const owner = process.env.OWNER_EMAIL?.trim() || DEFAULT_OWNER_EMAIL;
    // the old code gave up after 10 attempts
    await q.query(
      `INSERT INTO "mail_outbox" ("kind", "subject_key", "recipient", "payload", "status", "attempts",
        "next_attempt_at", "sent_at", "last_error", "created_at")
      SELECT 'contact-notification', 'contact-message:' || m."id", $1::text,
        jsonb_build_object('contactMessageId', m."id"),
        CASE WHEN m."notified_at" IS NOT NULL THEN 'sent' WHEN m."notify_attempts" >= 10 THEN 'failed' ELSE 'pending' END,
        m."notify_attempts", m."next_notify_at", m."notified_at", m."last_error", m."created_at"
      FROM "contact_messages" m
      ORDER BY m."id"`,
      [owner],
    );
    await q.query(`
      ALTER TABLE "contact_messages"
        DROP COLUMN "notified_at", DROP COLUMN "notify_attempts", DROP COLUMN "next_notify_at", DROP COLUMN "last_error"`);
  }

  // Order confirmations have no home before this migration; their rows go with the table.
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "contact_messages"
        ADD COLUMN "notified_at" timestamptz,
        ADD COLUMN "notify_attempts" integer NOT NULL DEFAULT 0,
        ADD COLUMN "next_notify_at" timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN "last_error" varchar(500)`);
    await q.query(
      `CREATE INDEX "IDX_contact_messages_unnotified" ON "contact_messages" ("next_notify_at") WHERE "notified_at" IS NULL`,
    );
    await q.query(`
      UPDATE "contact_messages" m
      SET "notified_at" = CASE WHEN o."status" = 'sent' THEN coalesce(o."sent_at", now()) END,
        "notify_attempts" = CASE WHEN o."status" = 'failed' THEN greatest(o."attempts", 10) ELSE o."attempts" END,
        "next_notify_at" = o."next_attempt_at", "last_error" = left(o."last_error", 500)
      FROM "mail_outbox" o
      WHERE o."kind" = 'contact-notification' AND o."subject_key" = 'contact-message:' || m."id"`);
    await q.query(`
      CREATE TABLE "newsletter_deliveries" (
        "id" BIGSERIAL PRIMARY KEY,
        "issue_id" integer NOT NULL REFERENCES "newsletter_issues" ("id") ON DELETE CASCADE,
        "subscriber_id" integer NOT NULL REFERENCES "subscribers" ("id") ON DELETE CASCADE,
        "status" varchar(12) NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "locked_at" timestamptz,
        "sent_at" timestamptz,
        "last_error" varchar(500),
        CONSTRAINT "UQ_newsletter_delivery" UNIQUE ("issue_id", "subscriber_id")
      )`);
    await q.query(
      `CREATE INDEX "IDX_newsletter_deliveries_due" ON "newsletter_deliveries" ("next_attempt_at", "id") WHERE "status" = 'pending'`,
    );
    // an unresolved delivery was closed as failed before
    await q.query(`
      INSERT INTO "newsletter_deliveries" ("issue_id", "subscriber_id", "status", "attempts", "next_attempt_at",
        "locked_at", "sent_at", "last_error")
      SELECT i."id", s."id", CASE WHEN o."status" = 'unresolved' THEN 'failed' ELSE o."status" END, o."attempts",
        o."next_attempt_at", CASE WHEN o."status" = 'sending' THEN o."claimed_at" END, o."sent_at", left(o."last_error", 500)
      FROM "mail_outbox" o
      JOIN "newsletter_issues" i ON i."post_id" = (o."payload" ->> 'postId')::int
      JOIN "subscribers" s ON s."id" = (o."payload" ->> 'subscriberId')::int
      WHERE o."kind" = 'newsletter'
      ORDER BY o."id"`);
    await q.query(`DROP TABLE "mail_outbox"`);
  }
}
