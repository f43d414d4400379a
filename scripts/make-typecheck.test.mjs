// `make test` type-checks each workspace once, and `make build` still refuses a SPA that does not
// type-check: what make would run (`make -n`, every target taken as out of date), read as text.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'coach-make-n-'));
after(() => rmSync(work, { recursive: true, force: true }));

// The commands of `make -n -B <goal>`; a make of its own (not the `make test` this may run under),
// whose tier log, if any, is a throwaway. make runs the lines that call make even with -n, so
// scripts/side-by-side.mjs runs, with the tiers beside the journeys planned in a make -n of their own:
// their plan goes to a log of this test's (not the one of the `make test` this may run in).
function planned(goal) {
  const env = { ...process.env, BESIDE_LOG: path.join(work, 'beside.log') };
  for (const name of ['MAKEFLAGS', 'MAKELEVEL', 'MFLAGS', 'TIER_LOG']) delete env[name];
  const run = spawnSync('make', ['-n', '-B', goal, `TIER_LOG=${path.join(work, 'tiers.jsonl')}`], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

const count = (text, pattern) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;
// a type check of the SPA: its own script, or its `npm run build`, which type-checks first
const frontendChecks = (text) =>
  count(text, 'npm run typecheck -w frontend') + count(text, 'npm run build -w frontend');

test('make test type-checks the shared rules, the backend and the SPA once each, whatever tiers build them', () => {
  const plan = planned('test');
  assert.equal(count(plan, 'npm run typecheck -w shared'), 1, plan);
  assert.equal(count(plan, 'npm test -w shared'), 1, 'the shared rules’ tests run once');
  assert.equal(count(plan, 'npm run typecheck -w backend'), 1, plan);
  assert.equal(frontendChecks(plan), 1, plan);
  assert.ok(count(plan, 'npm run bundle -w frontend') >= 1, 'the SPA is still built for the size and e2e tiers');
});

test('make build type-checks the SPA before bundling it', () => {
  const plan = planned('build');
  assert.equal(frontendChecks(plan), 1, plan);
  assert.ok(plan.indexOf('npm run typecheck -w frontend') < plan.indexOf('npm run bundle -w frontend'), plan);
});
