import type { MigrationInterface, QueryRunner } from 'typeorm';

// An imported post's old address leads to the post itself (its id), not to the text `/blog/<slug>`
// it had when imported: retitling re-slugs a post, and the redirect follows; deleting the post
// deletes its redirects, so an old address never sends a visitor on to a 404. Existing rows take
// their post from import_items (the post that import made at that address); a row whose post was
// deleted already led to a 404 and is dropped.
export class RedirectPosts1764840000000 implements MigrationInterface {
  name = 'RedirectPosts1764840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE redirects ADD COLUMN post_id integer REFERENCES blog_posts (id) ON DELETE CASCADE`);
    await q.query(`
      UPDATE redirects r SET post_id = i.target_id
      FROM import_items i JOIN blog_posts p ON p.id = i.target_id
      WHERE i.kind = 'post' AND i.source = r.source AND i.target_path = r.target`);
    await q.query(`DELETE FROM redirects WHERE post_id IS NULL`);
    await q.query(`ALTER TABLE redirects ALTER COLUMN post_id SET NOT NULL, DROP COLUMN target`);
    // the cascade's lookup when a post is deleted
    await q.query(`CREATE INDEX redirects_post ON redirects (post_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE redirects ADD COLUMN target text CHECK (length(target) BETWEEN 1 AND 500)`);
    await q.query(`UPDATE redirects r SET target = '/blog/' || p.slug FROM blog_posts p WHERE p.id = r.post_id`);
    await q.query(`ALTER TABLE redirects ALTER COLUMN target SET NOT NULL, DROP COLUMN post_id`);
  }
}
