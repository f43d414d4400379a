#!/usr/bin/env node
// `node scripts/tier-timer.mjs <tier> <command> [args…]`: runs the command and exits with its status.
// When TIER_LOG names a file (`make test` sets it), it appends one line of JSON to it: the tier, its
// seconds, its exit status, and at its end the machine's load average and how much slower than quiet
// its cores ran (scripts/machine-speed.mjs), for scripts/tier-report.mjs.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureSlowdown } from './machine-speed.mjs';

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

// Once: a command that cannot start may report both an error and an exit.
let finishing = false;
async function finish(status) {
  if (finishing) return;
  finishing = true;
  const log = process.env.TIER_LOG;
  if (log) {
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const load = Math.round(os.loadavg()[0] * 100) / 100;
    const slowdown = await measureSlowdown();
    mkdirSync(path.dirname(log), { recursive: true });
    appendFileSync(log, `${JSON.stringify({ tier, seconds, status, load, slowdown })}\n`);
  }
  process.exit(status);
}

child.on('error', (error) => {
  console.error(`${tier}: ${command}: ${error.message}`);
  void finish(127);
});
child.on('exit', (code, signal) => void finish(code ?? 128 + (os.constants.signals[signal] ?? 0)));
