import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailService } from '../../core/mail/mail.service';
import { renderIssueMail } from './newsletter-mail';
import { NEWSLETTER_OPTIONS, NewsletterOptions } from './newsletter.options';

interface ClaimedDelivery {
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

// Sends queued newsletter deliveries. The queue is the newsletter_deliveries table: replicas claim
// batches with FOR UPDATE SKIP LOCKED, each row is marked sent right after its SMTP hand-off, and
// the unique (issue, subscriber) key means no one is ever queued twice. We chose our own table
// over pg-boss: the rows are both the queue and the per-recipient record the rules need, they live
// in our migrations, and claiming a batch is one statement.
@Injectable()
export class NewsletterWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Newsletter');
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(NEWSLETTER_OPTIONS) private readonly options: NewsletterOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.pollMs > 0) this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.kick();
  }

  // Stop claiming, and let the mails in hand finish before the database closes.
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.current;
  }

  // Starts a run unless one is going; a run in progress goes round once more.
  kick(): void {
    if (this.stopping) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = this.drain()
      .catch((error) => this.logger.error(`Newsletter run failed: ${error instanceof Error ? error.stack : error}`))
      .finally(() => {
        this.current = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  // Sends batches until nothing is due; one batch only when asked (tests stop "between batches").
  async drain(maxBatches = Infinity): Promise<void> {
    await this.failInterrupted();
    for (let batch = 0; batch < maxBatches && !this.stopping; batch++) {
      const claimed = await this.claim();
      if (!claimed.length) return;
      await this.sendAll(claimed);
    }
  }

  private async claim(): Promise<ClaimedDelivery[]> {
    return this.dataSource.query(
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
      [this.options.batchSize],
    );
  }

  private async sendAll(deliveries: ClaimedDelivery[]): Promise<void> {
    let next = 0;
    const lanes = Array.from({ length: Math.min(this.options.concurrency, deliveries.length) }, async () => {
      while (next < deliveries.length) await this.sendOne(deliveries[next++]);
    });
    await Promise.all(lanes);
  }

  private async sendOne(d: ClaimedDelivery): Promise<void> {
    if (!d.active) {
      // unsubscribed after the post went out: nothing more is sent
      await this.mark(d.id, 'skipped', null);
      return;
    }
    try {
      const post = { title: d.title, excerpt: d.excerpt, slug: d.slug, imageUrl: d.image_url };
      await this.mail.send({ to: d.email, ...renderIssueMail(this.config.publicUrl, post, d.unsubscribe_token) });
      await this.mark(d.id, 'sent', null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx: the server refused this address for good; anything else (4xx, connection) is retried
      const permanent = typeof code === 'number' && code >= 500;
      if (permanent || d.attempts >= this.options.maxAttempts) {
        this.logger.warn(`Giving up on newsletter delivery ${d.id} to ${d.email}: ${message}`);
        await this.mark(d.id, 'failed', message);
      } else {
        const delay = this.options.retryBaseMs * 2 ** (d.attempts - 1);
        await this.dataSource.query(
          `UPDATE newsletter_deliveries SET status = 'pending', locked_at = NULL, last_error = $2,
             next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
          [d.id, message.slice(0, 500), delay / 1000],
        );
      }
    }
  }

  private async mark(id: string, status: 'sent' | 'skipped' | 'failed', error: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_deliveries SET status = $2::varchar, locked_at = NULL, last_error = $3,
         sent_at = CASE WHEN $2::varchar = 'sent' THEN now() ELSE sent_at END WHERE id = $1`,
      [id, status, error?.slice(0, 500) ?? null],
    );
  }

  // A process that died between the SMTP hand-off and marking the row leaves it "sending". We cannot
  // know whether the mail left, and a duplicate is worse than a miss for a newsletter: such rows are
  // closed as failed, never resent. Graceful shutdowns finish their mails and leave none behind.
  private async failInterrupted(): Promise<void> {
    // TypeORM answers an UPDATE with [rows, affected count]
    const [, interrupted]: [unknown[], number] = await this.dataSource.query(
      `UPDATE newsletter_deliveries SET status = 'failed', locked_at = NULL,
         last_error = 'Interrupted while sending; not resent to avoid a duplicate'
       WHERE status = 'sending' AND locked_at < now() - make_interval(secs => $1)`,
      [this.options.staleAfterMs / 1000],
    );
    if (interrupted)
      this.logger.warn(`${interrupted} newsletter deliveries were interrupted by a crash and are not resent`);
  }
}
