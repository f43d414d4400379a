import { MigrationInterface, QueryRunner } from 'typeorm';

// A product's downloads and students are counted from its paid orders: an order whose status
// changes (paid, refunded) or that is deleted tells the replicas to drop the product reads they
// keep, as a change to the products table does (migration 1764490000000). A new order (a checkout
// opening) changes no count and tells nobody.
export class NotifyOrderSales1764520000000 implements MigrationInterface {
  name = 'NotifyOrderSales1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TRIGGER "orders_changed" AFTER UPDATE OF status OR DELETE OR TRUNCATE ON "orders"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "orders_changed" ON "orders"`);
  }
}
