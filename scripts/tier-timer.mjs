#!/usr/bin/env node
// `node scripts/tier-timer.mjs <tier> <command> [args…]`: runs the command and exits with its status.
// When TIER_LOG names a file (`make test` sets it), it appends one line of JSON to it: the tier, its
// seconds, its exit status and the machine's load average at its end, for scripts/tier-report.mjs.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [tier, command, ...args] = process.argv.slice(2);
if (!tier || !command) {
  console.error('usage: node scripts/tier-timer.mjs <tier> <command> [args…]');
  process.exit(2);
}

const started = performance.now();
const child = spawn(command, args, { stdio: 'inherit' });
// Ctrl-C reaches the command by itself (same process group): wait for it to end, then record it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));

function finish(status) {
  const log = process.env.TIER_LOG;
  if (log) {
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const load = Math.round(os.loadavg()[0] * 100) / 100;
    mkdirSync(path.dirname(log), { recursive: true });
    appendFileSync(log, `${JSON.stringify({ tier, seconds, status, load })}\n`);
  }
  process.exit(status);
}

child.on('error', (error) => {
  console.error(`${tier}: ${command}: ${error.message}`);
  finish(127);
});
child.on('exit', (code, signal) => finish(code ?? 128 + (os.constants.signals[signal] ?? 0)));
