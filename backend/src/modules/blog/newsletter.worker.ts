import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import type { MailBrand } from '../../core/mail/mail-layout';
import { MailService } from '../../core/mail/mail.service';
import { SiteService } from '../site';
import { renderIssueMail } from './newsletter-mail';
import { NEWSLETTER_OPTIONS, NewsletterOptions } from './newsletter.options';
import { ClaimedDelivery, NewsletterRepository } from './newsletter.repository';

// Sends queued newsletter deliveries. The queue is the newsletter_deliveries table (see
// NewsletterRepository): replicas claim batches with FOR UPDATE SKIP LOCKED, each row is marked
// sent right after its SMTP hand-off, and the unique (issue, subscriber) key means no one is ever
// queued twice. We chose our own table over pg-boss: the rows are both the queue and the
// per-recipient record the rules need, they live in our migrations, and claiming a batch is one
// statement.
@Injectable()
export class NewsletterWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Newsletter');
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    private readonly deliveries: NewsletterRepository,
    private readonly mail: MailService,
    private readonly site: SiteService,
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

  // Sends batches until nothing is due (or the app stops: then between batches).
  private async drain(): Promise<void> {
    await this.failInterrupted();
    while (!this.stopping) {
      const claimed = await this.deliveries.claimDueDeliveries(this.options.batchSize);
      if (!claimed.length) return;
      await this.sendAll(claimed);
    }
  }

  private async sendAll(deliveries: ClaimedDelivery[]): Promise<void> {
    const brand = await this.site.mailBrand();
    let next = 0;
    const lanes = Array.from({ length: Math.min(this.options.concurrency, deliveries.length) }, async () => {
      while (next < deliveries.length) await this.sendOne(deliveries[next++], brand);
    });
    await Promise.all(lanes);
  }

  private async sendOne(d: ClaimedDelivery, brand: MailBrand): Promise<void> {
    if (!d.active) {
      // unsubscribed after the post went out: nothing more is sent
      await this.deliveries.finish(d.id, 'skipped', null);
      return;
    }
    try {
      await this.mail.send(renderIssueMail(this.config.publicUrl, brand, d.email, d.post, d.unsubscribeToken));
      await this.deliveries.finish(d.id, 'sent', null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx: the server refused this address for good; anything else (4xx, connection) is retried
      const permanent = typeof code === 'number' && code >= 500;
      if (permanent || d.attempts >= this.options.maxAttempts) {
        this.logger.warn(`Giving up on newsletter delivery ${d.id} to ${d.email}: ${message}`);
        await this.deliveries.finish(d.id, 'failed', message);
      } else {
        await this.deliveries.retryLater(d.id, message, this.options.retryBaseMs * 2 ** (d.attempts - 1));
      }
    }
  }

  // A process that died between the SMTP hand-off and marking the row leaves it "sending". We cannot
  // know whether the mail left, and a duplicate is worse than a miss for a newsletter: such rows are
  // closed as failed, never resent. Graceful shutdowns finish their mails and leave none behind.
  private async failInterrupted(): Promise<void> {
    const interrupted = await this.deliveries.failStaleSending(this.options.staleAfterMs);
    if (interrupted)
      this.logger.warn(`${interrupted} newsletter deliveries were interrupted by a crash and are not resent`);
  }
}
