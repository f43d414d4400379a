import { MigrationInterface, QueryRunner } from 'typeorm';

// Physical goods are shipped: the owner's flat shipping rate (the shop's settings, one row), the
// address each customer last shipped to (kept for next time; it goes with the account), and on each
// order the shipping charged, the address, and when, by which carrier and under which tracking
// number it was shipped.
export class Shipping1764550000000 implements MigrationInterface {
  name = 'Shipping1764550000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "shop_settings" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "shipping_rate_cents" integer NOT NULL DEFAULT 0
          CHECK ("shipping_rate_cents" >= 0 AND "shipping_rate_cents" <= 100000000),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO "shop_settings" ("id") VALUES (1)`);
    await q.query(`
      CREATE TABLE "shipping_addresses" (
        "user_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "address" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `ALTER TABLE "orders"
         ADD "shipping_cents" integer NOT NULL DEFAULT 0 CHECK ("shipping_cents" >= 0),
         ADD "shipping_address" jsonb,
         ADD "shipped_at" timestamptz,
         ADD "carrier" varchar(60),
         ADD "tracking_number" varchar(100)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "orders" DROP COLUMN "shipping_cents", DROP COLUMN "shipping_address", DROP COLUMN "shipped_at",
         DROP COLUMN "carrier", DROP COLUMN "tracking_number"`,
    );
    await q.query(`DROP TABLE "shipping_addresses"`);
    await q.query(`DROP TABLE "shop_settings"`);
  }
}
