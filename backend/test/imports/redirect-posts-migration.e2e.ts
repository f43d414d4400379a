import { RedirectPosts1764840000000 } from '../../src/core/database/migrations/1764840000000-redirect-posts';
import { scratchDatabaseUpTo } from '../support/scratch-database';

// Redirects kept as text before the migration lead to their post after it (found through the import
// that made it); one whose post was deleted is dropped; going back writes the text again.
describe('the redirect posts migration', () => {
  const scratch = scratchDatabaseUpTo('mig_redirect_posts', RedirectPosts1764840000000);

  it('gives each redirect its post, drops one whose post is gone, and reverts', async () => {
    const { ds } = scratch;
    await ds.runMigrations({ transaction: 'each' });
    await ds.undoLastMigration({ transaction: 'each' });
    const [{ id }] = await ds.query(
      `INSERT INTO blog_posts (slug, title, excerpt, content, category, read_time, published, scheduled, published_at)
       VALUES ('renamed-since', 'Renamed', 'e', '<p>x</p>', 'General', 1, true, false, now()) RETURNING id`,
    );
    await ds.query(
      `INSERT INTO import_items (source, kind, source_id, target_id, target_path)
       VALUES ('ghost', 'post', 'a', $1, '/blog/first-slug'), ('ghost', 'post', 'b', 999999, '/blog/deleted')`,
      [id],
    );
    await ds.query(
      `INSERT INTO redirects (path, target, source)
       VALUES ('/first-slug', '/blog/first-slug', 'ghost'), ('/deleted', '/blog/deleted', 'ghost')`,
    );

    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.query(`SELECT path, post_id FROM redirects`)).toEqual([{ path: '/first-slug', post_id: id }]);

    await ds.undoLastMigration({ transaction: 'each' });
    expect(await ds.query(`SELECT path, target FROM redirects`)).toEqual([
      { path: '/first-slug', target: '/blog/renamed-since' },
    ]);
  });
});
