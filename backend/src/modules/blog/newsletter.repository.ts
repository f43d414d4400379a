import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { RecipientsSelect } from '../../core/mail/mail-outbox.types';
import type { PostAudience } from './entities/blog-post.entity';
import type { IssueContent } from './mails/newsletter.mail';

// What one subscriber's e-mail of one post needs at send time: the whole post (its paid edition
// goes to the members who may read it) and the subscriber's address (their account's, if any).
export interface IssueMailData {
  subscribed: boolean;
  email: string;
  unsubscribeToken: string;
  post: IssueContent & { content: string; audience: PostAudience; audienceTierId: number | null };
}

interface IssueMailRow {
  active: boolean;
  email: string;
  unsubscribe_token: string;
  title: string;
  excerpt: string;
  slug: string;
  image_url: string | null;
  content: string;
  audience: PostAudience;
  audience_tier_id: number | null;
}

// newsletter_issues (one per post: a post is e-mailed once, whatever publishes it) and the
// subscribers an issue goes to; the mails themselves are rows of the mail outbox. Raw SQL: the
// issue needs ON CONFLICT, and the outbox takes its recipients as one INSERT … SELECT.
@Injectable()
export class NewsletterRepository {
  constructor(private readonly dataSource: DataSource) {}

  // true when the post had no issue yet (it was not e-mailed before)
  async createIssue(tx: EntityManager, postId: number): Promise<boolean> {
    const inserted: unknown[] = await tx.query(
      'INSERT INTO newsletter_issues (post_id) VALUES ($1) ON CONFLICT (post_id) DO NOTHING RETURNING id',
      [postId],
    );
    return inserted.length > 0;
  }

  // every confirmed active subscriber (never one still waiting for the click), as the outbox's recipient and payload
  activeSubscribers(postId: number): RecipientsSelect {
    return {
      sql: `SELECT email AS recipient, jsonb_build_object('postId', $1::int, 'subscriberId', id) AS payload
            FROM subscribers WHERE active AND confirmed_at IS NOT NULL ORDER BY id`,
      params: [postId],
    };
  }

  async findIssueMail(postId: number, subscriberId: number): Promise<IssueMailData | null> {
    const rows: IssueMailRow[] = await this.dataSource.query(
      `SELECT s.active, s.email, s.unsubscribe_token, p.title, p.excerpt, p.slug, p.image_url, p.content, p.audience,
              p.audience_tier_id
       FROM subscribers s CROSS JOIN blog_posts p
       WHERE s.id = $1 AND p.id = $2 AND p.published`,
      [subscriberId, postId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      subscribed: r.active,
      email: r.email,
      unsubscribeToken: r.unsubscribe_token,
      post: {
        title: r.title,
        excerpt: r.excerpt,
        slug: r.slug,
        imageUrl: r.image_url,
        content: r.content,
        audience: r.audience,
        audienceTierId: r.audience_tier_id,
      },
    };
  }
}
