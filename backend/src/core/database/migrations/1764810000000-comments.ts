import type { MigrationInterface, QueryRunner } from 'typeorm';

// Readers' comments under blog posts (modules/comments): the comments (a reply names its top-level
// comment; a deleted comment that has replies stays as a "Comment deleted" placeholder, without its
// author or words), the commenters the owner approved or banned, the owner's mail setting (one row),
// and one row per day whose digest of comments has been sent (the guard that sends it once).
export class Comments1764810000000 implements MigrationInterface {
  name = 'Comments1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE comments (
        id serial PRIMARY KEY,
        post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
        parent_id integer REFERENCES comments (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        body varchar(5000) NOT NULL,
        status varchar(10) NOT NULL CHECK (status IN ('pending', 'approved', 'hidden')),
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(`CREATE INDEX comments_post ON comments (post_id, created_at, id)`);
    await q.query(`CREATE INDEX comments_parent ON comments (parent_id)`);
    await q.query(`CREATE INDEX comments_user ON comments (user_id)`);
    await q.query(`CREATE INDEX comments_newest ON comments (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE comment_authors (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        approved_at timestamptz,
        banned_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE comment_settings (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        owner_mail varchar(10) NOT NULL DEFAULT 'each' CHECK (owner_mail IN ('each', 'digest'))
      )`);
    await q.query(`INSERT INTO comment_settings DEFAULT VALUES`);
    await q.query(`
      CREATE TABLE comment_digests (
        day date PRIMARY KEY,
        comments integer NOT NULL DEFAULT 0,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['comment_digests', 'comment_settings', 'comment_authors', 'comments'])
      await q.query(`DROP TABLE ${table}`);
  }
}
