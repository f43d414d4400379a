#!/usr/bin/env node
// `node scripts/machine-speed.mjs`: how much slower the machine's cores run right now than when they
// are quiet, as a factor (1 = as fast as on quiet cores, 2 = half as fast). A fixed piece of work runs
// on every core at once, three times; the middle time over the quiet reference is the factor.
//
// The load average cannot say this in a sandbox whose cores the host shares: it counts only the
// sandbox's own processes, so a host busy with other work reads as a quiet machine whose tests are
// slow. scripts/tier-timer.mjs measures the factor before and after each tier of `make test`, and
// scripts/tier-report.mjs judges a tier's time only when it stayed near 1.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// Milliseconds the work takes on one of this machine's two cores when both are quiet (Node 24;
// measured with `node scripts/machine-speed.mjs --raw`, the middle of ten).
export const QUIET_MS = 115;

const WORK = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const started = performance.now();
let digest = Buffer.alloc(32);
for (let i = 0; i < 10000; i++) digest = createHash('sha256').update(digest).digest();
let x = 0;
for (let i = 0; i < 5000000; i++) x = (x * 31 + i) >>> 0;
parentPort.postMessage(performance.now() - started + (x & 0) + (digest[0] & 0));
`;

// The slowest core's time for the work, with every core doing it at once.
async function onEveryCore(cores) {
  const times = await Promise.all(
    Array.from(
      { length: cores },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(WORK, { eval: true });
          worker.once('message', (ms) => {
            resolve(ms);
            void worker.terminate();
          });
          worker.once('error', reject);
        }),
    ),
  );
  return Math.max(...times);
}

// The middle of three times, in milliseconds.
export async function measureMs({ cores = os.availableParallelism() } = {}) {
  const times = [];
  for (let i = 0; i < 3; i++) times.push(await onEveryCore(cores));
  return times.sort((a, b) => a - b)[1];
}

// The factor, to two decimals.
export async function measureSlowdown(options) {
  return Math.round(((await measureMs(options)) / QUIET_MS) * 100) / 100;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(process.argv.includes('--raw') ? (await measureMs()).toFixed(1) : await measureSlowdown());
}
