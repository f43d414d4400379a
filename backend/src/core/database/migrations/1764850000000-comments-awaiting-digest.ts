import type { MigrationInterface, QueryRunner } from 'typeorm';

// Which comments the owner's next daily digest tells of (modules/comments): decided when a comment
// is written, under the mail setting of that moment, so switching between a mail for each comment
// and the digest neither loses nor doubles one. The digest clears the flag of those it takes.
export class CommentsAwaitingDigest1764850000000 implements MigrationInterface {
  name = 'CommentsAwaitingDigest1764850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE comments ADD COLUMN awaits_digest boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX comments_awaiting_digest ON comments (created_at, id) WHERE awaits_digest`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE comments DROP COLUMN awaits_digest`);
  }
}
