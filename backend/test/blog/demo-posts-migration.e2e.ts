// Writes rows in SQL of its own for the constraint the migration adds (a draft product must be out
// of the shop): the CHECK itself is what is tested, below the app. Its arrangement, in the schema
// before the migration, comes from ../support/factories/old-schemas.ts.
import { DemoContentAndDraftProducts1764634517000 } from '../../src/core/database/migrations/1764634517000-demo-content-and-draft-products';
import { editPostRow, insertPostRow, insertProductRow, insertSeedRunRow } from '../support/factories';
import { scratchDatabaseUpTo } from '../support/scratch-database';

// A database seeded before the demo mark: its demo posts (queued ones too) are marked, as the
// seeder wrote them and never edited since; the owner's are not (a demo post edited, a post of the
// owner's that reuses a demo title); the products gain their draft state, none a draft. On a scratch database.
describe('the demo posts and draft products migration', () => {
  const scratch = scratchDatabaseUpTo('mig_demo_content', DemoContentAndDraftProducts1764634517000);

  it('marks the seeded demo posts, adds drafts out of the shop only, and reverts', async () => {
    const { ds } = scratch;
    await ds.runMigrations({ transaction: 'each' });
    await ds.undoLastMigration({ transaction: 'each' });
    // the seeder's transaction: its run recorded, its posts written (one to be edited later)
    await ds.transaction(async (seeding) => {
      await insertSeedRunRow(seeding, '20-blog-posts');
      await insertPostRow(seeding, { title: 'Pricing With Confidence', queued: false });
      await insertPostRow(seeding, { title: 'Rest Is Part of the Work', queued: true });
      await insertPostRow(seeding, { title: 'Hiring Your First Employee', queued: true });
    });
    await editPostRow(ds, 'Hiring Your First Employee', '<p>My own words now.</p>');
    await insertPostRow(ds, { title: 'My Own Post', queued: true });
    // the owner's own post that reuses a demo title
    await insertPostRow(ds, { title: 'A Simple System for Deep Work', queued: true });
    await insertProductRow(ds, { title: 'Workbook', slug: 'workbook' });

    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.query(`SELECT title, is_demo FROM blog_posts ORDER BY id`)).toEqual([
      { title: 'Pricing With Confidence', is_demo: true },
      { title: 'Rest Is Part of the Work', is_demo: true },
      { title: 'Hiring Your First Employee', is_demo: false },
      { title: 'My Own Post', is_demo: false },
      { title: 'A Simple System for Deep Work', is_demo: false },
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
