import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.mjs';

// Journeys run in Debian's Chromium against the production build, served by Debian's nginx with
// deploy/nginx.conf in front of the real backend: each worker starts a site of its own
// (support/worker-stack.ts runs support/stack.mjs), so journeys on different workers share nothing.
// Two workers by default (E2E_WORKERS to change it): the stacks and browsers fill two cores.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  // no second try: a journey that passes only on its second try is a defect to fix, not to retry
  // (what failed is named in test-results/summary.txt, support/failure-summary.ts)
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./support/failure-summary.ts']],
  // a backstop, not a measure: the two workers' stacks and browsers share two cores with other work
  timeout: 180_000,
  // a condition is waited for until it holds: the cap is for one that never will, not a measure of
  // speed (CI's two cores have been seen at a load of 12)
  expect: { timeout: 60_000 },
  use: {
    // No trace by default: recording one costs a third of the journeys' CPU (screens and page
    // snapshots at every step) and is thrown away when the journey passes. To see why one failed:
    // E2E_TRACE=retain-on-failure (or on), then `npx playwright show-trace` on its trace.zip.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The visitors ask for reduced motion, which the site honours (its styles, and antd's dialogs,
    // drawers and menus: app/AntdScope.tsx): a click on a dialog still zooming in can press a button
    // at one place and let go where it no longer is, and on a busy machine that is often (a refund
    // confirmed and an availability's time zone chosen were lost so in full runs on CI).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
