import type { MigrationInterface, QueryRunner } from 'typeorm';

// An upsell's order is stored pending before its off-session charge is asked, and settled from the
// provider's answer (or its webhook) in a transaction of its own, so a charge never exists without
// its order (issue 47, finding 4).
// - The upsell's order names the order it follows (`upsell_of_order_id`); the first order's
//   `upsell_order_id` is still set once it is paid.
// - At most one of them is alive (pending, paid or refunded) per first order, whatever the clicks
//   or replicas: a declined one (failed, then cancelled) leaves room for another try.
export class UpsellPendingOrders1764950000000 implements MigrationInterface {
  name = 'UpsellPendingOrders1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN upsell_of_order_id integer REFERENCES orders (id) ON DELETE SET NULL`);
    await q.query(`
      UPDATE orders u SET upsell_of_order_id = f.id FROM orders f WHERE f.upsell_order_id = u.id`);
    await q.query(`
      CREATE UNIQUE INDEX orders_one_live_upsell ON orders (upsell_of_order_id)
        WHERE status IN ('pending', 'completed', 'refunded')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_one_live_upsell`);
    await q.query(`ALTER TABLE orders DROP COLUMN upsell_of_order_id`);
  }
}
