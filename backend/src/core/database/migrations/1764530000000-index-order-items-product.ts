import { MigrationInterface, QueryRunner } from 'typeorm';

// A product's order items are looked up by product: the downloads and students of every product
// in a list (counted from paid orders, in the products' SELECT), the "never sold" check before a
// delete. Without an index each of them reads every order item.
export class IndexOrderItemsProduct1764530000000 implements MigrationInterface {
  name = 'IndexOrderItemsProduct1764530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_order_items_product" ON "order_items" ("product_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_order_items_product"`);
  }
}
