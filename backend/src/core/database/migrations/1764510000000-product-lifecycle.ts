import { MigrationInterface, QueryRunner } from 'typeorm';

// A product can be archived (gone from the shop, kept in past orders and downloads) and the demo
// products are known as such, so the owner can retire them in one click. The demo rows already
// there are the seeder's four and "Create Demo Product"'s, by their titles and (for the latter)
// the tag it gives.
export class ProductLifecycle1764510000000 implements MigrationInterface {
  name = 'ProductLifecycle1764510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" ADD "archived_at" timestamptz, ADD "is_demo" boolean NOT NULL DEFAULT false`);
    await q.query(
      `UPDATE "products" SET "is_demo" = true
        WHERE "title" IN ('The Calm Leader Workbook', 'Business Foundations Course',
                          'Strategy Session (60 minutes)', 'Starting Over: A Field Guide (Paperback)')
           OR ("title" = 'Demo Product' AND 'demo' = ANY("tags"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" DROP COLUMN "archived_at", DROP COLUMN "is_demo"`);
  }
}
