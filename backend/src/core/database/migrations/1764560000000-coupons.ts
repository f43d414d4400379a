import { MigrationInterface, QueryRunner } from 'typeorm';

// Coupons: a percentage or a fixed amount off, with an optional expiry, total and per-customer usage
// limits, a minimum order and optionally only some products. A use is taken (times_used) when a
// checkout opens, under the coupon's row lock, so the last use has one winner, and given back when
// the checkout is given up. The order keeps the code and the discount, each item its share of it
// (a refund of the item gives back what was paid for it).
export class Coupons1764560000000 implements MigrationInterface {
  name = 'Coupons1764560000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "coupons" (
        "id" SERIAL PRIMARY KEY,
        "code" varchar(40) NOT NULL,
        "percent_off" integer CHECK ("percent_off" BETWEEN 1 AND 100),
        "amount_off_cents" integer CHECK ("amount_off_cents" > 0),
        "expires_at" timestamptz,
        "usage_limit" integer CHECK ("usage_limit" > 0),
        "per_customer_limit" integer CHECK ("per_customer_limit" > 0),
        "min_order_cents" integer NOT NULL DEFAULT 0 CHECK ("min_order_cents" >= 0),
        "product_ids" integer[],
        "times_used" integer NOT NULL DEFAULT 0 CHECK ("times_used" >= 0),
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_coupons_one_kind" CHECK (("percent_off" IS NULL) <> ("amount_off_cents" IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_coupons_code" ON "coupons" (upper("code"))`);
    await q.query(
      `ALTER TABLE "orders" ADD "coupon_id" integer REFERENCES "coupons" ("id") ON DELETE SET NULL,
         ADD "coupon_code" varchar(40), ADD "discount_cents" integer NOT NULL DEFAULT 0 CHECK ("discount_cents" >= 0)`,
    );
    await q.query(`CREATE INDEX "IDX_orders_coupon_user" ON "orders" ("coupon_id", "user_id") WHERE "coupon_id" IS NOT NULL`);
    await q.query(
      `ALTER TABLE "order_items" ADD "discount_cents" integer NOT NULL DEFAULT 0 CHECK ("discount_cents" >= 0)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_items" DROP COLUMN "discount_cents"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "coupon_id", DROP COLUMN "coupon_code", DROP COLUMN "discount_cents"`);
    await q.query(`DROP TABLE "coupons"`);
  }
}
