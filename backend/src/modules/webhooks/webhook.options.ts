// How the webhook worker paces itself; tests override it (a poll of 0: no timer, they call
// WebhookWorker.deliverDue themselves).
export interface WebhookOptions {
  // how often each replica looks for due deliveries; 0: never on its own
  pollMs: number;
  // a delivery "delivering" this long was interrupted (its replica died): it is due again
  leaseMs: number;
  // how long a receiver has to answer
  timeoutMs: number;
  // the wait after each failed try; once they are used up (about a day) the delivery has failed
  retryDelaysMs: number[];
}

export const WEBHOOK_OPTIONS = Symbol('WEBHOOK_OPTIONS');

const MINUTE = 60_000;
// 1 min, 5 min, 30 min, 2 h, 6 h, 12 h: seven tries over about 20.6 hours, the last within a day
export const WEBHOOK_RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 720].map((minutes) => minutes * MINUTE);

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = {
  pollMs: 5_000,
  // longer than a try can take (the timeout), so a live try is never taken over
  leaseMs: 2 * MINUTE,
  timeoutMs: 10_000,
  retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
};
