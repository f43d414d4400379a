import { MigrationInterface, QueryRunner } from 'typeorm';

// Refunds of paid orders, whole or per item. A refund is written down (pending, with the idempotency
// key it is asked of the provider with) before the provider is called, so one whose process died
// between the provider's answer and the order's update is finished after restart, once. The items
// it takes back point at it (none for an amount refunded in the provider's dashboard that is not
// the whole order); the order keeps the sum refunded, and a change of it drops the product reads
// the replicas keep, as a change of status does (a refunded item no longer counts). A mail's subject key "order:<id>:..." is
// found by prefix for the order's timeline.
export class OrderRefunds1764540000000 implements MigrationInterface {
  name = 'OrderRefunds1764540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "refunds" (
        "id" SERIAL PRIMARY KEY,
        "order_id" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
        "status" varchar(20) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'succeeded', 'failed')),
        "source" varchar(20) NOT NULL CHECK ("source" IN ('owner', 'provider')),
        "idempotency_key" varchar(100) NOT NULL UNIQUE,
        "provider_refund_id" varchar(255) UNIQUE,
        "requested_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "settled_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_refunds_order" ON "refunds" ("order_id")`);
    await q.query(`CREATE INDEX "IDX_refunds_pending" ON "refunds" ("created_at") WHERE "status" = 'pending'`);
    await q.query(`ALTER TABLE "order_items" ADD "refund_id" integer REFERENCES "refunds" ("id") ON DELETE SET NULL`);
    await q.query(
      `ALTER TABLE "orders" ADD "refunded_cents" integer NOT NULL DEFAULT 0,
       ADD CONSTRAINT "CHK_orders_refunded" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "total_cents")`,
    );
    await this.ordersChangedOn(q, 'status, refunded_cents');
    await q.query(
      `CREATE INDEX "IDX_mail_outbox_order_subject" ON "mail_outbox" ("subject_key" text_pattern_ops)
        WHERE "subject_key" LIKE 'order:%'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_mail_outbox_order_subject"`);
    await this.ordersChangedOn(q, 'status');
    await q.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_refunded", DROP COLUMN "refunded_cents"`);
    await q.query(`ALTER TABLE "order_items" DROP COLUMN "refund_id"`);
    await q.query(`DROP TABLE "refunds"`);
  }

  private async ordersChangedOn(q: QueryRunner, columns: string): Promise<void> {
    await q.query(`DROP TRIGGER "orders_changed" ON "orders"`);
    await q.query(
      `CREATE TRIGGER "orders_changed" AFTER UPDATE OF ${columns} OR DELETE OR TRUNCATE ON "orders"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }
}
