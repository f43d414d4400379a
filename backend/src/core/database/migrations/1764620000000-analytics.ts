import { MigrationInterface, QueryRunner } from 'typeorm';

// Analytics (modules/analytics): page views counted without a cookie and without keeping anyone's
// address. A view's visitor is the first 32 hex characters of sha256(the day's salt, address, user
// agent); the salt lives one day (analytics_salts, deleted once its day is over and left out of
// backups), so a visitor cannot be followed across days and the address cannot be recovered.
// Raw views are kept ANALYTICS_RAW_DAYS days; the daily rollups (analytics_day_*) are kept for good.
// A conversion (a new subscriber, a new order) keeps the entry page and source of the visit it came
// from, never the visitor or the time of day. Every `day` is a date in PUBLISH_TZ.
export class Analytics1764620000000 implements MigrationInterface {
  name = 'Analytics1764620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "analytics_salts" (
        "day" date PRIMARY KEY,
        "salt" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "page_views" (
        "id" bigserial PRIMARY KEY,
        "viewed_at" timestamptz NOT NULL,
        "day" date NOT NULL,
        "visitor" char(32) NOT NULL,
        "path" varchar(500) NOT NULL,
        "referrer_host" varchar(255) NULL,
        "utm_source" varchar(200) NULL,
        "utm_medium" varchar(200) NULL,
        "utm_campaign" varchar(200) NULL,
        "device" varchar(10) NOT NULL CHECK ("device" IN ('desktop', 'mobile', 'tablet'))
      )`);
    await q.query(`CREATE INDEX "IDX_page_views_day" ON "page_views" ("day")`);
    await q.query(`CREATE INDEX "IDX_page_views_visitor" ON "page_views" ("visitor", "viewed_at")`);
    await q.query(`
      CREATE TABLE "analytics_conversions" (
        "id" SERIAL PRIMARY KEY,
        "kind" varchar(12) NOT NULL CHECK ("kind" IN ('subscriber', 'order')),
        "ref_id" integer NOT NULL,
        "day" date NOT NULL,
        "entry_path" varchar(500) NULL,
        "referrer_host" varchar(255) NULL,
        "utm_source" varchar(200) NULL,
        "utm_medium" varchar(200) NULL,
        "utm_campaign" varchar(200) NULL,
        CONSTRAINT "UQ_analytics_conversions_ref" UNIQUE ("kind", "ref_id")
      )`);
    await q.query(`CREATE INDEX "IDX_analytics_conversions_day" ON "analytics_conversions" ("day")`);
    // The rollups: one row per day (and per page, source, device), recounted from the raw views.
    // A source's parts are '' rather than NULL where unknown, so they can be in the primary key.
    await q.query(`
      CREATE TABLE "analytics_days" (
        "day" date PRIMARY KEY,
        "visitors" integer NOT NULL,
        "visits" integer NOT NULL,
        "views" integer NOT NULL,
        "bounces" integer NOT NULL,
        "rolled_up_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "analytics_day_pages" (
        "day" date NOT NULL,
        "path" varchar(500) NOT NULL,
        "views" integer NOT NULL,
        "visitors" integer NOT NULL,
        "entries" integer NOT NULL,
        PRIMARY KEY ("day", "path")
      )`);
    await q.query(`
      CREATE TABLE "analytics_day_sources" (
        "day" date NOT NULL,
        "referrer_host" varchar(255) NOT NULL,
        "utm_source" varchar(200) NOT NULL,
        "utm_medium" varchar(200) NOT NULL,
        "utm_campaign" varchar(200) NOT NULL,
        "visits" integer NOT NULL,
        "visitors" integer NOT NULL,
        PRIMARY KEY ("day", "referrer_host", "utm_source", "utm_medium", "utm_campaign")
      )`);
    await q.query(`
      CREATE TABLE "analytics_day_devices" (
        "day" date NOT NULL,
        "device" varchar(10) NOT NULL,
        "visitors" integer NOT NULL,
        "views" integer NOT NULL,
        PRIMARY KEY ("day", "device")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP TABLE "analytics_day_devices", "analytics_day_sources", "analytics_day_pages", "analytics_days",
        "analytics_conversions", "page_views", "analytics_salts"`,
    );
  }
}
