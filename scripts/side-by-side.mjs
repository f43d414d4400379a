#!/usr/bin/env node
// `node scripts/side-by-side.mjs <first command> <beside command>`: runs both at once, each through
// bash. The first's output streams as it comes; the other's goes to a file (BESIDE_LOG, by default
// test-results/beside.log) and is printed whole once both have ended, so the two never interleave.
// Exits with the first non-zero status of the two, the first command's before the other's.
//
// `make test` runs the browser journeys with the deploy and scripts tiers beside them: the journeys
// wait on round trips far more than on the CPU (on two cores they keep about two thirds of one
// busy), and the other two are mostly an install and a build.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [first, beside] = process.argv.slice(2);
if (!first || !beside) {
  console.error('usage: node scripts/side-by-side.mjs <first command> <beside command>');
  process.exit(2);
}
const log = process.env.BESIDE_LOG ?? 'test-results/beside.log';
mkdirSync(path.dirname(log), { recursive: true });

function run(command, stdio) {
  const child = spawn('bash', ['-c', command], { stdio });
  const ended = new Promise((resolve) => {
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { child, ended };
}

const file = createWriteStream(log);
await new Promise((resolve) => file.once('open', resolve));
const main = run(first, 'inherit');
const other = run(beside, ['ignore', file, file]);
// Ctrl-C reaches both by itself (same process group); a SIGTERM is passed on
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {
  main.child.kill('SIGTERM');
  other.child.kill('SIGTERM');
});

const firstStatus = await main.ended;
const besideStatus = await other.ended;
await new Promise((resolve) => file.end(resolve));
console.log(`\n--- beside it: ${beside} (${log}) ---`);
process.stdout.write(readFileSync(log));
process.exit(firstStatus || besideStatus);
