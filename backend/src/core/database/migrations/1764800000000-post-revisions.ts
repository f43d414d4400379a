import type { MigrationInterface, QueryRunner } from 'typeorm';

// Nothing lost (issue 49): a post's version, raised by every save in the UPDATE that decides it (a
// save from an older version changes nothing and is answered 409), and the revisions every save
// records: the editable fields as they were saved, numbered per post. An autosave within two minutes
// of the same editor's previous autosave revision replaces it (saved_at moves, created_at stays).
export class PostRevisions1764800000000 implements MigrationInterface {
  name = 'PostRevisions1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE blog_posts ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await q.query(`
      CREATE TABLE blog_post_revisions (
        id serial PRIMARY KEY,
        post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
        number integer NOT NULL,
        kind varchar(8) NOT NULL CHECK (kind IN ('save', 'autosave', 'restore')),
        title varchar(200) NOT NULL,
        excerpt varchar(1000) NOT NULL,
        content text NOT NULL,
        category varchar(60) NOT NULL,
        image_url varchar(500),
        audience varchar(8) NOT NULL,
        audience_tier_id integer,
        saved_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        saved_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (post_id, number)
      )`);
    await q.query(`CREATE INDEX blog_post_revisions_saved_by ON blog_post_revisions (saved_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE blog_post_revisions`);
    await q.query(`ALTER TABLE blog_posts DROP COLUMN version`);
  }
}
