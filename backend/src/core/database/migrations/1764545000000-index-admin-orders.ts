import { MigrationInterface, QueryRunner } from 'typeorm';

// The owner's Orders tab reads every order newest first, by keyset (created_at, id), a page or an
// export batch at a time; without an index each page sorted the whole table.
export class IndexAdminOrders1764545000000 implements MigrationInterface {
  name = 'IndexAdminOrders1764545000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_orders_created" ON "orders" ("created_at" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_orders_created"`);
  }
}
