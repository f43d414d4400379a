import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';
import { startVisitorProxy } from './visitor-proxy';
import { startWorkerStack, type WorkerStack } from './worker-stack';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

// Every journey is a different visitor, as on the real site: its browser and API requests go
// through a proxy of its own that reaches nginx from a loopback address of its own (127.x.y.z),
// so nginx, which tells the backend the address that connected to it, gives each journey its own
// client address, and the per-address rate limits on sign-up and admin access apply per journey.
// Contexts a test opens itself use the same proxy: they are the same visitor's other tabs or the
// other people in the journey.
//
// An aria snapshot without its navigation landmarks' subtrees (an admin's is 40 lines of links)
function withoutNavigation(tree: string): string {
  const kept: string[] = [];
  let skipBelow = -1;
  for (const line of tree.split('\n')) {
    const depth = line.length - line.trimStart().length;
    if (skipBelow >= 0 && depth > skipBelow) continue;
    skipBelow = line.trimStart().startsWith('- navigation') ? depth : -1;
    kept.push(line);
  }
  return kept.join('\n');
}

// Each worker has a site of its own (support/worker-stack.ts): its journeys' requests and mails go to it.
export const test = base.extend<{ pagesOnFailure: void }, { site: WorkerStack }>({
  site: [
    async ({}, use, workerInfo) => {
      const site = await startWorkerStack(workerInfo.workerIndex);
      process.env.E2E_MAILBOX = site.mailbox; // support/mailbox.ts reads this worker's mails
      await use(site);
      await site.stop();
    },
    // a first start migrates a new database; on two busy cores that can take a while
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  // a journey that fails says where each of its tabs was and what it showed (its address and the
  // start of its main part's accessibility tree), printed by support/failure-summary.ts: the screenshot and
  // the trace stay on the CI machine, and the tab that was stuck is often not the test's `page`
  pagesOnFailure: [
    // on `context`, so that it looks before the journey's own tabs are closed
    async ({ browser, context }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const pages = [context, ...browser.contexts().filter((other) => other !== context)].flatMap((c) => c.pages());
      for (const [index, open] of pages.entries()) {
        const main = open.locator('main');
        const tree = await ((await main.count()) === 1 ? main : open.locator('body'))
          .ariaSnapshot({ timeout: 5_000 })
          .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
        // what the page said (alerts, a toast), then its tree without the navigation's links
        const said = await open
          .locator('[role=alert], [role=status], .toast')
          .allInnerTexts()
          .catch(() => []);
        const body = [
          open.url(),
          ...said.map((text) => `said: ${text.replace(/\s+/g, ' ').trim()}`),
          withoutNavigation(tree),
        ];
        await testInfo.attach(`tab ${index + 1}`, { body: body.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  proxy: async ({}, use, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}:${Date.now()}`).digest();
    const visitor = await startVisitorProxy(`127.${1 + (digest[0] % 254)}.${digest[1]}.${1 + (digest[2] % 254)}`);
    await use({ server: visitor.server });
    await visitor.close();
  },
});
