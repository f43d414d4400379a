import { Injectable } from '@nestjs/common';
import { Metrics } from '../observability/metrics';
import { MailOutboxReportsRepository } from './mail-outbox-reports.repository';
import type { MailHealth } from './mail-outbox.types';

// The outbox as a scrape finds it (every replica's mails: one count over mail_outbox per scrape,
// shared by the gauges), and this replica's failed attempts, per kind of mail.
@Injectable()
export class MailOutboxMetrics {
  private reading: Promise<MailHealth> | null = null;
  private readonly failures;

  constructor(metrics: Metrics, reports: MailOutboxReportsRepository) {
    // the gauges of one scrape are read together: they share the query in flight
    const health = () =>
      (this.reading ??= reports.health().finally(() => {
        this.reading = null;
      }));
    metrics.gauge('mail_outbox_pending', 'Mails waiting to be sent', async () => (await health()).pending);
    metrics.gauge('mail_outbox_sending', 'Mails being sent now', async () => (await health()).sending);
    metrics.gauge(
      'mail_outbox_oldest_pending_age_seconds',
      'Age of the oldest mail waiting to be sent (0: none waits)',
      async () => (await health()).oldestPendingSeconds ?? 0,
    );
    metrics.gauge(
      'mail_outbox_failed_last_24h',
      'Mails given up on (refused for good, or out of attempts) in the last 24 hours',
      async () => (await health()).failedLast24h,
    );
    this.failures = metrics.counter(
      'mail_outbox_send_failures_total',
      'Attempts to send a mail that failed, per kind of mail and outcome (retry: tried again later; failed: given up)',
      ['kind', 'outcome'],
    );
  }

  failedAttempt(kind: string, outcome: 'retry' | 'failed'): void {
    this.failures.inc({ kind, outcome });
  }
}
