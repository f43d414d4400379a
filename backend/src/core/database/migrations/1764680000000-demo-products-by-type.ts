import type { MigrationInterface, QueryRunner } from 'typeorm';

// The demo shop's products are seeded by the module of each type (31-course-product,
// 32-consultation-product, 33-shelf-products after commerce's 30-products). A database whose
// 30-products ran before that split has all four already: its seed_runs says the new seeders ran
// too, so none adds a second copy.
const SPLIT_SEEDERS = ['31-course-product', '32-consultation-product', '33-shelf-products'];

export class DemoProductsByType1764680000000 implements MigrationInterface {
  name = 'DemoProductsByType1764680000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO seed_runs (name) SELECT unnest($1::varchar[])
        WHERE EXISTS (SELECT 1 FROM seed_runs WHERE name = '30-products') ON CONFLICT DO NOTHING`,
      [SPLIT_SEEDERS],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM seed_runs WHERE name = ANY($1)', [SPLIT_SEEDERS]);
  }
}
