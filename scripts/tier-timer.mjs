#!/usr/bin/env node
// `node scripts/tier-timer.mjs <tier> <command> [args…]`: runs the command and exits with its status.
// When TIER_LOG names a file (`make test` sets it), it appends one line of JSON to it: the tier, its
// seconds, its exit status, the CPU seconds its processes used, and at its end the machine's load
// average and how much slower than quiet its cores ran (scripts/machine-speed.mjs), for
// scripts/tier-report.mjs.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureSlowdown } from './machine-speed.mjs';

const [tier, command, ...args] = process.argv.slice(2);
if (!tier || !command) {
  console.error('usage: node scripts/tier-timer.mjs <tier> <command> [args…]');
  process.exit(2);
}

// The CPU seconds of this process's children that have ended, and of theirs that they waited for
// (Linux: the cutime and cstime of /proc/self/stat, in clock ticks of 1/100 s); 0 where there is no /proc.
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // after the name: state is field 3 of the line, cutime 16 and cstime 17
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
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
    const cpu = Math.round(childrenCpuSeconds() * 10) / 10;
    const load = Math.round(os.loadavg()[0] * 100) / 100;
    const slowdown = await measureSlowdown();
    mkdirSync(path.dirname(log), { recursive: true });
    appendFileSync(log, `${JSON.stringify({ tier, seconds, status, cpu, load, slowdown })}\n`);
  }
  process.exit(status);
}

child.on('error', (error) => {
  console.error(`${tier}: ${command}: ${error.message}`);
  void finish(127);
});
child.on('exit', (code, signal) => void finish(code ?? 128 + (os.constants.signals[signal] ?? 0)));
