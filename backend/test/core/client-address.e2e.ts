import { randomInt } from 'node:crypto';
import { newClient } from '../support/client';
import { clearRateLimits } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

// Per-address rate limits count the address the proxy in front saw, never one the client made up.
// Supertest connects from loopback, which stands for nginx here.
describe('the client address comes only from the trusted proxy', () => {
  const SUBSCRIBE_LIMIT = 20;

  // One client sending the 21 subscribes the hourly limit refuses, each claiming a new address
  // at the left of X-Forwarded-For (what a client's own header looks like after a proxy appends).
  async function subscribesPastLimit(t: TestApp, forwardedFor: (spoofed: string) => string): Promise<number[]> {
    const client = await newClient(t);
    const statuses: number[] = [];
    for (let i = 0; i <= SUBSCRIBE_LIMIT; i++) {
      const spoofed = `203.0.113.${randomInt(1, 255)}, 10.${randomInt(0, 255)}.${randomInt(0, 255)}.${i + 1}`;
      const res = await client
        .post('/api/subscribe', { email: `reader-${i}@example.com` })
        .set('X-Forwarded-For', forwardedFor(spoofed));
      statuses.push(res.status);
    }
    return statuses;
  }

  describe('with the default TRUST_PROXY (a proxy on loopback)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('takes the last X-Forwarded-For entry, the one the proxy added, even when it is a private address', async () => {
      const seenByProxy = `10.250.${randomInt(0, 255)}.${randomInt(1, 255)}`;
      const statuses = await subscribesPastLimit(t, (spoofed) => `${spoofed}, ${seenByProxy}`);
      expect(statuses).toEqual([...Array(SUBSCRIBE_LIMIT).fill(200), 429]);
      const keys = await t.dataSource.query(`SELECT key FROM rate_limit_hits WHERE key LIKE 'subscribe:ip:%'`);
      expect(keys.map((row: { key: string }) => row.key)).toContain(`subscribe:ip:${seenByProxy}`);
    });
  });

  describe('with TRUST_PROXY=false (no proxy in front)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: 'false' } });
      await clearRateLimits(t, 'subscribe:ip:%127.0.0.1');
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For altogether and counts the connecting address', async () => {
      const statuses = await subscribesPastLimit(t, (spoofed) => spoofed.split(',')[0]);
      expect(statuses).toEqual([...Array(SUBSCRIBE_LIMIT).fill(200), 429]);
    });
  });
});
