import type { MigrationInterface, QueryRunner } from 'typeorm';

// Publishing on a date (issue 49): a post may go live at a chosen minute instead of with the daily
// 06:00 queue. Such a post is neither live nor queued; the minute's cron finds the due ones by the
// partial index.
export class PostPublishAt1764780000000 implements MigrationInterface {
  name = 'PostPublishAt1764780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE blog_posts ADD COLUMN publish_at timestamptz');
    await q.query(`
      ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_publish_at_unpublished
        CHECK (publish_at IS NULL OR (NOT published AND NOT scheduled))`);
    await q.query('CREATE INDEX blog_posts_publish_at ON blog_posts (publish_at, id) WHERE publish_at IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX blog_posts_publish_at');
    await q.query('ALTER TABLE blog_posts DROP CONSTRAINT blog_posts_publish_at_unpublished');
    // a post waiting for its date goes back to the daily queue rather than out of sight
    await q.query('UPDATE blog_posts SET scheduled = true WHERE publish_at IS NOT NULL');
    await q.query('ALTER TABLE blog_posts DROP COLUMN publish_at');
  }
}
