import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.mjs';

// Journeys run in Debian's Chromium against the production build, served by Debian's nginx with
// deploy/nginx.conf in front of the real backend (see support/stack.mjs).
const port = Number((process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000))));
const baseURL = `http://127.0.0.1:${port}`;
// where the stack's SMTP server leaves the mails the site sends (support/mailbox.ts reads them)
process.env.E2E_MAILBOX ??= mkdtempSync(path.join(tmpdir(), 'coach-e2e-mail-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // no second try: a journey that passes only on its second try is a defect to fix, not to retry
  // (what failed is named in test-results/summary.txt, support/failure-summary.ts)
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./support/failure-summary.ts']],
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node support/stack.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
