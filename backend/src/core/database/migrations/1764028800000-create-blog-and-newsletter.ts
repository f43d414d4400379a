import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBlogAndNewsletter1764028800000 implements MigrationInterface {
  name = 'CreateBlogAndNewsletter1764028800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "blog_posts" (
        "id" SERIAL PRIMARY KEY,
        "slug" varchar(220) NOT NULL UNIQUE,
        "title" varchar(200) NOT NULL,
        "excerpt" varchar(1000) NOT NULL,
        "content" text NOT NULL,
        "category" varchar(60) NOT NULL,
        "image_url" varchar(500),
        "published" boolean NOT NULL DEFAULT false,
        "scheduled" boolean NOT NULL DEFAULT false,
        "read_time" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_blog_posts_published" ON "blog_posts" ("published_at" DESC, "id" DESC) WHERE "published"`);
    await q.query(`CREATE INDEX "IDX_blog_posts_queue" ON "blog_posts" ("created_at", "id") WHERE NOT "published" AND "scheduled"`);
    await q.query(`
      CREATE TABLE "subscribers" (
        "id" SERIAL PRIMARY KEY,
        "email" varchar(254) NOT NULL,
        "active" boolean NOT NULL DEFAULT true,
        "unsubscribe_token" varchar(64) NOT NULL UNIQUE,
        "subscribed_at" timestamptz NOT NULL DEFAULT now(),
        "unsubscribed_at" timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_subscribers_email_lower" ON "subscribers" (lower("email"))`);
    // one issue per post: a post is e-mailed once, whatever publishes it
    await q.query(`
      CREATE TABLE "newsletter_issues" (
        "id" SERIAL PRIMARY KEY,
        "post_id" integer NOT NULL UNIQUE REFERENCES "blog_posts" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // one row per (issue, subscriber): the unique key is what makes delivery exactly-once
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
    await q.query(`CREATE INDEX "IDX_newsletter_deliveries_due" ON "newsletter_deliveries" ("next_attempt_at", "id") WHERE "status" = 'pending'`);
    // the daily 06:00 publication, at most one per calendar day in PUBLISH_TZ
    await q.query(`
      CREATE TABLE "publishing_days" (
        "day" date PRIMARY KEY,
        "post_id" integer REFERENCES "blog_posts" ("id") ON DELETE SET NULL,
        "ran_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "uploaded_images" (
        "id" SERIAL PRIMARY KEY,
        "file_name" varchar(100) NOT NULL UNIQUE,
        "content_type" varchar(50) NOT NULL,
        "size" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "uploaded_images"`);
    await q.query(`DROP TABLE "publishing_days"`);
    await q.query(`DROP TABLE "newsletter_deliveries"`);
    await q.query(`DROP TABLE "newsletter_issues"`);
    await q.query(`DROP TABLE "subscribers"`);
    await q.query(`DROP TABLE "blog_posts"`);
  }
}
