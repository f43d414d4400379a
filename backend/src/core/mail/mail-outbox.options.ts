import type { AppConfig } from '../config/app-config';

// How the outbox worker paces itself; from the configuration, tests shorten the waits.
export interface MailOutboxOptions {
  // lanes per replica, each with one mail in hand; 0: this replica only enqueues
  concurrency: number;
  // the fallback to NOTIFY: due retries and lost notifications are picked up this often
  pollMs: number;
  // a mail "sending" this long was interrupted by a crash (see MailKind.onUnresolved)
  leaseMs: number;
  // the wait after each failed attempt; once they are used up the mail is recorded as failed
  retryDelaysMs: number[];
}

export const MAIL_OUTBOX_OPTIONS = Symbol('MAIL_OUTBOX_OPTIONS');

const MINUTE = 60_000;
// 1 min, 5 min, 30 min, 2 h, 6 h: six attempts over about 8.6 hours
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * MINUTE);

export function mailOutboxOptions(config: AppConfig): MailOutboxOptions {
  return {
    concurrency: config.mailConcurrency,
    pollMs: config.mailPollSeconds * 1000,
    leaseMs: config.mailSendingLeaseSeconds * 1000,
    retryDelaysMs: RETRY_DELAYS_MS,
  };
}
