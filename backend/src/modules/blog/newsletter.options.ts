// How the newsletter worker paces itself. Tests shorten the waits.
export interface NewsletterOptions {
  batchSize: number;
  concurrency: number;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  // a delivery left "sending" this long was interrupted by a crash
  staleAfterMs: number;
}

export const NEWSLETTER_OPTIONS = Symbol('NEWSLETTER_OPTIONS');

export const DEFAULT_NEWSLETTER_OPTIONS: NewsletterOptions = {
  batchSize: 200,
  concurrency: 5,
  pollMs: 5_000,
  retryBaseMs: 60_000,
  maxAttempts: 6,
  staleAfterMs: 10 * 60_000,
};
