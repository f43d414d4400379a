import { ProductSlugs1764480000000 } from '../../src/core/database/migrations/1764480000000-product-slugs';
import { insertProductRow } from '../support/factories';
import { scratchDatabaseUpTo } from '../support/scratch-database';

// Products that exist when the slug migration runs get slugs from their titles, oldest first, with
// suffixes where two titles give the same one; the database then refuses a duplicate. On a scratch
// database.
describe('the product slugs migration', () => {
  const scratch = scratchDatabaseUpTo('mig_product_slugs', ProductSlugs1764480000000);

  it('fills in unique slugs from the titles, refuses duplicates afterwards, and reverts', async () => {
    const { ds } = scratch;
    await ds.runMigrations({ transaction: 'each' });
    await ds.undoLastMigration({ transaction: 'each' });
    const titles = ['Calm Leader Workbook', 'Calm Leader: Workbook!', 'Plan 2', 'Plan', 'Plan', '???', 'Café Guide'];
    for (const title of titles) await insertProductRow(ds, { title });

    await ds.runMigrations({ transaction: 'each' });
    const rows = await ds.query(`SELECT title, slug FROM products ORDER BY id`);
    expect(rows.map((r: { slug: string }) => r.slug)).toEqual([
      'calm-leader-workbook',
      'calm-leader-workbook-2',
      'plan-2',
      'plan',
      'plan-3',
      'product',
      'café-guide',
    ]);
    await expect(insertProductRow(ds, { title: 'Plan', slug: 'plan' })).rejects.toThrow(/products_slug_key/);
    await expect(insertProductRow(ds, { title: 'No slug' })).rejects.toThrow(/null value in column "slug"/);

    await ds.undoLastMigration({ transaction: 'each' });
    const columns = await ds.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'products' AND column_name = 'slug'`,
    );
    expect(columns).toEqual([]);
    expect(await ds.query(`SELECT count(*)::int AS n FROM products`)).toEqual([{ n: titles.length }]);
  });
});
