import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { IssueContent } from './newsletter-mail';

// A delivery the worker has claimed, with what its e-mail needs.
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  email: string;
  active: boolean;
  unsubscribeToken: string;
  post: IssueContent;
}

interface ClaimedRow {
  id: string;
  attempts: number;
  email: string;
  active: boolean;
  unsubscribe_token: string;
  title: string;
  excerpt: string;
  slug: string;
  image_url: string | null;
}

// The newsletter queue: newsletter_issues (one per post) and newsletter_deliveries (one per issue
// and subscriber; the unique key means no one is ever queued twice). Raw SQL: the queue needs
// ON CONFLICT, FOR UPDATE SKIP LOCKED and the database's clock in every statement.
@Injectable()
export class NewsletterRepository {
  constructor(private readonly dataSource: DataSource) {}

  // The post's issue, or null when it already has one (it was e-mailed before).
  async createIssue(tx: EntityManager, postId: number): Promise<number | null> {
    const inserted: { id: number }[] = await tx.query(
      'INSERT INTO newsletter_issues (post_id) VALUES ($1) ON CONFLICT (post_id) DO NOTHING RETURNING id',
      [postId],
    );
    return inserted.length ? inserted[0].id : null;
  }

  // One pending delivery per active subscriber; returns how many.
  async queueDeliveries(tx: EntityManager, issueId: number): Promise<number> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO newsletter_deliveries (issue_id, subscriber_id)
       SELECT $1, id FROM subscribers WHERE active
       RETURNING id`,
      [issueId],
    );
    return rows.length;
  }

  // Marks up to `limit` due deliveries "sending" (one more attempt) and returns them; replicas
  // claiming at once get different rows.
  async claimDueDeliveries(limit: number): Promise<ClaimedDelivery[]> {
    const rows: ClaimedRow[] = await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM newsletter_deliveries
         WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE newsletter_deliveries d
         SET status = 'sending', locked_at = now(), attempts = d.attempts + 1
         FROM due WHERE d.id = due.id
         RETURNING d.id, d.attempts, d.issue_id, d.subscriber_id
       )
       SELECT c.id, c.attempts, s.email, s.active, s.unsubscribe_token, p.title, p.excerpt, p.slug, p.image_url
       FROM claimed c
       JOIN subscribers s ON s.id = c.subscriber_id
       JOIN newsletter_issues i ON i.id = c.issue_id
       JOIN blog_posts p ON p.id = i.post_id
       ORDER BY c.id`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id,
      attempts: r.attempts,
      email: r.email,
      active: r.active,
      unsubscribeToken: r.unsubscribe_token,
      post: { title: r.title, excerpt: r.excerpt, slug: r.slug, imageUrl: r.image_url },
    }));
  }

  async finish(id: string, status: 'sent' | 'skipped' | 'failed', error: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_deliveries SET status = $2::varchar, locked_at = NULL, last_error = $3,
         sent_at = CASE WHEN $2::varchar = 'sent' THEN now() ELSE sent_at END WHERE id = $1`,
      [id, status, error?.slice(0, 500) ?? null],
    );
  }

  async retryLater(id: string, error: string, delayMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_deliveries SET status = 'pending', locked_at = NULL, last_error = $2,
         next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
      [id, error.slice(0, 500), delayMs / 1000],
    );
  }

  // Closes as failed the deliveries left "sending" longer than `staleAfterMs`; returns how many.
  async failStaleSending(staleAfterMs: number): Promise<number> {
    // TypeORM answers an UPDATE with [rows, affected count]
    const [, failed]: [unknown[], number] = await this.dataSource.query(
      `UPDATE newsletter_deliveries SET status = 'failed', locked_at = NULL,
         last_error = 'Interrupted while sending; not resent to avoid a duplicate'
       WHERE status = 'sending' AND locked_at < now() - make_interval(secs => $1)`,
      [staleAfterMs / 1000],
    );
    return failed;
  }
}
