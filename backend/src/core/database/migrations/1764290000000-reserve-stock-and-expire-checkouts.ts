import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 11, points 6 and 7: an order holds its physical units from the start of its checkout
// (stock_held), keeps its client secret so the same basket reuses it, and an unpaid one expires
// (expires_at). A refunded order keeps its own status.
export class ReserveStockAndExpireCheckouts1764290000000 implements MigrationInterface {
  name = 'ReserveStockAndExpireCheckouts1764290000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "orders"
        ADD COLUMN "stock_held" boolean NOT NULL DEFAULT false,
        ADD COLUMN "client_secret" varchar(255),
        ADD COLUMN "expires_at" timestamptz`);
    // orders of before: a completed one has had its stock lowered; the others held nothing
    await q.query(
      `UPDATE "orders"
       SET "stock_held" = ("status" = 'completed'), "expires_at" = "created_at" + interval '30 minutes'`,
    );
    await q.query(`ALTER TABLE "orders" ALTER COLUMN "expires_at" SET NOT NULL`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await q.query(`
      ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check"
        CHECK ("status" IN ('pending', 'completed', 'failed', 'cancelled', 'refunded'))`);
    // the expiry sweep reads only unsettled orders
    await q.query(
      `CREATE INDEX "IDX_orders_unsettled" ON "orders" ("expires_at") WHERE "status" IN ('pending', 'failed')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_orders_unsettled"`);
    await q.query(`UPDATE "orders" SET "status" = 'completed' WHERE "status" = 'refunded'`);
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check"`);
    await q.query(`
      ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check"
        CHECK ("status" IN ('pending', 'completed', 'failed', 'cancelled'))`);
    await q.query(
      `ALTER TABLE "orders" DROP COLUMN "expires_at", DROP COLUMN "client_secret", DROP COLUMN "stock_held"`,
    );
  }
}
