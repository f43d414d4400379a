import { DemoContentAndDraftProducts1764634517000 } from '../../src/core/database/migrations/1764634517000-demo-content-and-draft-products';
import { insertPostRow, insertProductRow } from '../support/factories';
import { scratchDatabaseUpTo } from '../support/scratch-database';

// A database seeded before the demo mark: its demo posts (queued ones too) are marked by their
// titles, the owner's are not; the products gain their draft state, none a draft. On a scratch database.
describe('the demo posts and draft products migration', () => {
  const scratch = scratchDatabaseUpTo('mig_demo_content', DemoContentAndDraftProducts1764634517000);

  it('marks the seeded demo posts, adds drafts out of the shop only, and reverts', async () => {
    const { ds } = scratch;
    await ds.runMigrations({ transaction: 'each' });
    await ds.undoLastMigration({ transaction: 'each' });
    await insertPostRow(ds, { title: 'Pricing With Confidence', queued: false });
    await insertPostRow(ds, { title: 'Rest Is Part of the Work', queued: true });
    await insertPostRow(ds, { title: 'My Own Post', queued: true });
    await insertProductRow(ds, { title: 'Workbook', slug: 'workbook' });

    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.query(`SELECT title, is_demo FROM blog_posts ORDER BY id`)).toEqual([
      { title: 'Pricing With Confidence', is_demo: true },
      { title: 'Rest Is Part of the Work', is_demo: true },
      { title: 'My Own Post', is_demo: false },
    ]);
    expect(await ds.query(`SELECT draft FROM products`)).toEqual([{ draft: false }]);
    await expect(ds.query(`UPDATE products SET draft = true`)).rejects.toThrow(/products_draft_out_of_shop/);
    await ds.query(`UPDATE products SET draft = true, archived_at = now()`);

    await ds.undoLastMigration({ transaction: 'each' });
    const columns = await ds.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE (table_name, column_name) IN (('blog_posts', 'is_demo'), ('products', 'draft'))`,
    );
    expect(columns).toEqual([]);
  });
});
