import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DataSource } from 'typeorm';
import { dedicatedConnection } from '../database/data-source-options';
import { PgListener } from '../database/pg-listener';
import { MailOutbox } from './mail-outbox';
import { MAIL_OUTBOX_OPTIONS, MailOutboxOptions } from './mail-outbox.options';
import { FinishedMail, MailOutboxRepository } from './mail-outbox.repository';
import { Attempt, MailOutboxSender } from './mail-outbox.sender';
import { MAIL_OUTBOX_CHANNEL } from './mail-outbox.types';

// Sends the outbox, one per replica. `concurrency` lanes each claim ONE row right before its SMTP
// hand-off, so a crash leaves at most `concurrency` rows "sending"; after the lease they are
// resolved by their kind's rule (MailKind.onUnresolved) and everything else is sent by whichever
// replica comes first. Lanes start on a NOTIFY from any replica's enqueue, on the poll (the
// fallback, which also resolves expired leases) and when a retry falls due, and stop when nothing is due.
@Injectable()
export class MailOutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailOutbox');
  private readonly host: string;
  private listener: PgListener | null = null;
  private poll: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryAt = 0;
  private readonly lanes = new Set<Promise<void>>();
  private active = 0;
  private wakes = 0;
  private ticking: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly outbox: MailOutbox,
    private readonly rows: MailOutboxRepository,
    private readonly sender: MailOutboxSender,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(MAIL_OUTBOX_OPTIONS) private readonly options: MailOutboxOptions,
    private readonly dataSource: DataSource,
  ) {
    this.host = new URL(config.publicUrl).hostname;
  }

  // After every module's onModuleInit, so every kind is registered.
  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.concurrency) return; // this replica only enqueues
    // a NOTIFY from any replica's enqueue wakes the lanes; so does (re)connecting, since
    // notifications sent while the listener was down are lost
    this.listener = new PgListener(dedicatedConnection(this.dataSource), MAIL_OUTBOX_CHANNEL, {
      onNotify: () => this.wake(),
      onListening: () => this.wake(),
      onLost: () => undefined,
    });
    await this.listener.start();
    this.poll = setInterval(() => this.tick(), this.options.pollMs);
    await this.tick();
  }

  // Stop claiming, and let the mails in hand finish before the database closes.
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.poll);
    clearTimeout(this.retryTimer);
    await this.listener?.stop();
    await this.ticking;
    await Promise.all(this.lanes);
  }

  // lanes with a mail in hand or looking for one (the tests wait for 0)
  get busyLanes(): number {
    return this.active;
  }

  // Starts the missing lanes; a lane that found nothing while this ran goes round once more.
  wake(): void {
    this.wakes++;
    while (!this.stopping && this.active < this.options.concurrency) {
      this.active++;
      const lane = this.lane().finally(() => this.lanes.delete(lane));
      this.lanes.add(lane);
    }
  }

  // Each mail's outcome is recorded with the lane's next claim (one statement), or on its way out.
  private async lane(): Promise<void> {
    const kinds = this.outbox.registeredKinds().map((k) => k.kind);
    let finished: FinishedMail | null = null;
    try {
      while (!this.stopping) {
        const seen = this.wakes;
        const mail = await this.rows.claimNext(kinds, this.host, finished);
        finished = null;
        if (mail) finished = await this.record(await this.sender.attempt(mail));
        else if (seen === this.wakes) return;
      }
      if (finished) await this.rows.finish(finished);
    } catch (error) {
      // the database went away: the poll or the listener's reconnection starts the lanes again
      this.logger.warn(`Sending paused until the next poll: ${error instanceof Error ? error.message : error}`);
    } finally {
      this.active--;
    }
  }

  // A retry is recorded at once; a finished mail is handed back to be recorded with the next claim.
  private async record(attempt: Attempt): Promise<FinishedMail | null> {
    if (!('retryInMs' in attempt)) return attempt;
    await this.rows.retryLater(attempt.mail, attempt.error, attempt.retryInMs, attempt.bounce);
    this.wakeIn(attempt.retryInMs);
    return null;
  }

  private wakeIn(delayMs: number): void {
    const at = Date.now() + delayMs;
    if (this.stopping || (this.retryAt > Date.now() && this.retryAt <= at)) return;
    clearTimeout(this.retryTimer);
    this.retryAt = at;
    this.retryTimer = setTimeout(() => this.wake(), delayMs).unref();
  }

  // The poll: expired leases first, then the lanes.
  private tick(): Promise<void> {
    this.ticking ??= this.resolveExpiredLeases()
      .catch((error) =>
        this.logger.warn(`Resolving interrupted mails failed: ${error instanceof Error ? error.message : error}`),
      )
      .then(() => this.wake())
      .finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async resolveExpiredLeases(): Promise<void> {
    const kinds = this.outbox.registeredKinds();
    const retry = kinds.filter((k) => k.onUnresolved === 'retry').map((k) => k.kind);
    const maxAttempts = this.options.retryDelaysMs.length + 1;
    const { leaseMs } = this.options;
    const resolved = await this.rows.resolveExpired(
      leaseMs,
      kinds.map((k) => k.kind),
      retry,
      maxAttempts,
    );
    for (const r of resolved) {
      this.logger.warn(`A ${r.kind} mail was interrupted while sending (a crash?); now ${r.status}`);
    }
  }
}
