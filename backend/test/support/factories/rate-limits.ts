// Factories of rate-limit counters: states that would otherwise take hundreds of slowed-down attempts.
import type { TestContext } from '../test-context';

// The window of `key` starts now with `count` hits.
export async function setRateLimitCount(t: TestContext, key: string, count: number): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO rate_limit_hits (key, window_start, count) VALUES ($1, now(), $2)
     ON CONFLICT (key) DO UPDATE SET window_start = now(), count = $2`,
    [key, count],
  );
}

// The window of `key` started `hours` ago.
export async function ageRateLimitWindow(t: TestContext, key: string, hours: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE rate_limit_hits SET window_start = now() - make_interval(hours => $2) WHERE key = $1`,
    [key, hours],
  );
}

// No counter whose key matches the LIKE pattern (e.g. of an address earlier suites used).
export async function clearRateLimits(t: TestContext, keyPattern: string): Promise<void> {
  await t.dataSource.query(`DELETE FROM rate_limit_hits WHERE key LIKE $1`, [keyPattern]);
}
