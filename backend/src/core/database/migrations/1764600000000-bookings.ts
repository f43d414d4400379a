import { MigrationInterface, QueryRunner } from 'typeorm';

// Bookings (modules/bookings): the owner's availability (one settings row, weekly hours, date
// overrides), each consultation product's length and meeting place, and the booked times. Two
// bookings that hold or have a time can never overlap: an exclusion constraint on the blocked range
// (the session and its buffers) says so, whatever the code does. A customer who cancels before the
// cut-off is refunded by commerce with the refund's source 'customer'.
export class Bookings1764600000000 implements MigrationInterface {
  name = 'Bookings1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "booking_settings" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "time_zone" varchar(64),
        "buffer_before_minutes" integer NOT NULL DEFAULT 0 CHECK ("buffer_before_minutes" BETWEEN 0 AND 240),
        "buffer_after_minutes" integer NOT NULL DEFAULT 0 CHECK ("buffer_after_minutes" BETWEEN 0 AND 240),
        "min_notice_minutes" integer NOT NULL DEFAULT 1440 CHECK ("min_notice_minutes" BETWEEN 0 AND 43200),
        "horizon_days" integer NOT NULL DEFAULT 60 CHECK ("horizon_days" BETWEEN 1 AND 365),
        "slot_step_minutes" integer NOT NULL DEFAULT 30 CHECK ("slot_step_minutes" IN (5, 10, 15, 20, 30, 60)),
        "cancel_cutoff_minutes" integer NOT NULL DEFAULT 1440 CHECK ("cancel_cutoff_minutes" BETWEEN 0 AND 43200),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO "booking_settings" ("id") VALUES (1)`);
    await q.query(`
      CREATE TABLE "booking_weekly_hours" (
        "id" SERIAL PRIMARY KEY,
        "weekday" smallint NOT NULL CHECK ("weekday" BETWEEN 1 AND 7),
        "start_time" time NOT NULL,
        "end_time" time NOT NULL,
        CHECK ("start_time" < "end_time")
      )`);
    await q.query(`CREATE INDEX "IDX_booking_weekly_hours_weekday" ON "booking_weekly_hours" ("weekday", "start_time")`);
    await q.query(`
      CREATE TABLE "booking_date_overrides" (
        "id" SERIAL PRIMARY KEY,
        "day" date NOT NULL,
        "start_time" time,
        "end_time" time,
        CHECK (("start_time" IS NULL AND "end_time" IS NULL) OR ("start_time" < "end_time"))
      )`);
    await q.query(`CREATE INDEX "IDX_booking_date_overrides_day" ON "booking_date_overrides" ("day", "start_time")`);
    await q.query(`
      CREATE TABLE "consultation_settings" (
        "product_id" integer PRIMARY KEY REFERENCES "products" ("id") ON DELETE CASCADE,
        "duration_minutes" integer NOT NULL CHECK ("duration_minutes" BETWEEN 5 AND 480),
        "location" varchar(500) NOT NULL DEFAULT '',
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "bookings" (
        "id" SERIAL PRIMARY KEY,
        "uid" uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        "product_id" integer REFERENCES "products" ("id") ON DELETE SET NULL,
        "title" varchar(200) NOT NULL,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "order_id" integer REFERENCES "orders" ("id") ON DELETE SET NULL,
        "order_item_id" integer REFERENCES "order_items" ("id") ON DELETE SET NULL,
        "status" varchar(10) NOT NULL CHECK ("status" IN ('held', 'confirmed', 'cancelled', 'released')),
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "blocked_from" timestamptz NOT NULL,
        "blocked_to" timestamptz NOT NULL,
        "hold_expires_at" timestamptz,
        "customer_time_zone" varchar(64) NOT NULL,
        "sequence" integer NOT NULL DEFAULT 0,
        "scheduled_at" timestamptz NOT NULL DEFAULT now(),
        "confirmed_at" timestamptz,
        "cancelled_at" timestamptz,
        "cancelled_by" varchar(10) CHECK ("cancelled_by" IN ('customer', 'owner', 'refund')),
        "cancel_message" varchar(2000),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("starts_at" < "ends_at"),
        CHECK ("blocked_from" <= "starts_at" AND "blocked_to" >= "ends_at"),
        CONSTRAINT "EX_bookings_no_overlap" EXCLUDE USING gist
          (tstzrange("blocked_from", "blocked_to", '[)') WITH &&)
          WHERE ("status" IN ('held', 'confirmed'))
      )`);
    await q.query(`CREATE INDEX "IDX_bookings_user" ON "bookings" ("user_id", "starts_at")`);
    await q.query(`CREATE INDEX "IDX_bookings_order" ON "bookings" ("order_id")`);
    await q.query(`CREATE INDEX "IDX_bookings_starts" ON "bookings" ("starts_at") WHERE "status" = 'confirmed'`);
    await q.query(`CREATE INDEX "IDX_bookings_holds" ON "bookings" ("hold_expires_at") WHERE "status" = 'held'`);
    await q.query(`ALTER TABLE "refunds" DROP CONSTRAINT "refunds_source_check"`);
    await q.query(
      `ALTER TABLE "refunds" ADD CONSTRAINT "refunds_source_check" CHECK ("source" IN ('owner', 'provider', 'customer'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "refunds" SET "source" = 'owner' WHERE "source" = 'customer'`);
    await q.query(`ALTER TABLE "refunds" DROP CONSTRAINT "refunds_source_check"`);
    await q.query(`ALTER TABLE "refunds" ADD CONSTRAINT "refunds_source_check" CHECK ("source" IN ('owner', 'provider'))`);
    await q.query(`DROP TABLE "bookings"`);
    await q.query(`DROP TABLE "consultation_settings"`);
    await q.query(`DROP TABLE "booking_date_overrides"`);
    await q.query(`DROP TABLE "booking_weekly_hours"`);
    await q.query(`DROP TABLE "booking_settings"`);
  }
}
