// Test helpers for the mail outbox: quick waits, and its rows counted by status.
import type { MailOutboxOptions } from '../../src/core/mail/mail-outbox.options';
import type { TestApp } from './test-app';

// Retries after 50 ms and a 100 ms poll, so a test sees in moments what takes minutes in production.
export const quickMail = (o: Partial<MailOutboxOptions> = {}): MailOutboxOptions => ({
  concurrency: 5,
  pollMs: 100,
  leaseMs: 10 * 60_000,
  retryDelaysMs: [50, 50, 50, 50, 50],
  ...o,
});

export async function outboxStatuses(t: TestApp, kind?: string): Promise<Record<string, number>> {
  const rows: { status: string; n: number }[] = await t.dataSource.query(
    'SELECT status, count(*)::int AS n FROM mail_outbox WHERE $1::text IS NULL OR kind = $1 GROUP BY status',
    [kind ?? null],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
