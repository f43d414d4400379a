// scripts/side-by-side.mjs: two commands at once, the second's output printed whole after the first's,
// and the exit status of the first that failed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'side-by-side.mjs');
const work = mkdtempSync(path.join(os.tmpdir(), 'coach-beside-'));
after(() => rmSync(work, { recursive: true, force: true }));

const run = (first, beside) =>
  spawnSync('node', [script, first, beside], {
    encoding: 'utf8',
    env: { ...process.env, BESIDE_LOG: path.join(work, 'beside.log') },
  });

test('both run at once; the second waits for nothing, and its output comes after the first ends', () => {
  // the first ends only once the second has written its file: they ran at the same time
  const flag = path.join(work, 'started');
  const result = run(
    `while [ ! -e ${flag} ]; do sleep 0.05; done; echo first done`,
    `echo beside says hi; echo oops >&2; touch ${flag}`,
  );
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout.trim().split('\n');
  assert.equal(lines[0], 'first done');
  assert.match(result.stdout, /--- beside it: [^\n]*\nbeside says hi\noops\n$/);
});

test("the first's failing status wins, then the second's", () => {
  assert.equal(run('exit 3', 'exit 4').status, 3);
  assert.equal(run('true', 'exit 4').status, 4);
  assert.equal(run('true', 'true').status, 0);
});

test('without two commands it says how to use it', () => {
  const result = spawnSync('node', [script, 'true'], { encoding: 'utf8' });
  assert.equal(result.status, 2);
  assert.match(result.stderr, /usage/);
});
