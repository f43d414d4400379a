// Factories of rate-limit counters: states that would otherwise take hundreds of slowed-down
// attempts, or an hour's wait (the counters of earlier suites are cleared by ../resets.ts).
import { RateLimitHitEntity } from '../../../src/core/rate-limit/rate-limit-hit.entity';
import type { TestContext } from '../test-context';
import { hoursAgo } from './moments';

// The window of `key` starts now with `count` hits.
export async function setRateLimitCount(t: TestContext, key: string, count: number): Promise<void> {
  await t.dataSource.getRepository(RateLimitHitEntity).upsert({ key, windowStart: new Date(), count }, ['key']);
}

// The window of `key` started `hours` ago.
export async function ageRateLimitWindow(t: TestContext, key: string, hours: number): Promise<void> {
  await t.dataSource.getRepository(RateLimitHitEntity).update({ key }, { windowStart: hoursAgo(hours) });
}
