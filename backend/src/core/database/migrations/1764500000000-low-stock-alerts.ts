import { MigrationInterface, QueryRunner } from 'typeorm';

// When the owner was told a product's stock fell to its low-stock level (one mail, not one per
// sale); cleared when the owner restocks it above that level.
export class LowStockAlerts1764500000000 implements MigrationInterface {
  name = 'LowStockAlerts1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" ADD "low_stock_alerted_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" DROP COLUMN "low_stock_alerted_at"`);
  }
}
