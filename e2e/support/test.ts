import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

// Every journey is a different visitor, as on the real site: its requests carry a client address
// of their own (from 198.18.0.0/15, the benchmarking range), which nginx passes on and the backend,
// trusting the loopback proxy, takes as the client's. So the per-IP rate limits on sign-up and
// admin access apply per journey, not to the whole suite at once. Contexts a test opens itself get
// the same address: they are the same visitor's other tabs or the other people in the journey.
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}:${Date.now()}`).digest();
    await use({ 'X-Forwarded-For': `198.${18 + (digest[0] & 1)}.${digest[1]}.${digest[2] || 1}` });
  },
});
