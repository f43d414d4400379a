import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

// Queues a post's e-mail. Called inside the transaction that makes the post live, so a post is
// never live without its e-mail queued, nor queued without being live.
@Injectable()
export class NewsletterService {
  async enqueueIssue(manager: EntityManager, postId: number): Promise<number> {
    const inserted: { id: number }[] = await manager.query(
      'INSERT INTO newsletter_issues (post_id) VALUES ($1) ON CONFLICT (post_id) DO NOTHING RETURNING id',
      [postId],
    );
    if (!inserted.length) return 0; // already e-mailed
    const rows: unknown[] = await manager.query(
      `INSERT INTO newsletter_deliveries (issue_id, subscriber_id)
       SELECT $1, id FROM subscribers WHERE active
       RETURNING id`,
      [inserted[0].id],
    );
    return rows.length;
  }
}
