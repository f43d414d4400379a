// Jest's order of the backend test files: its own (files that failed last time, then the longest by
// the times it kept from earlier runs, then the largest), except that on a fresh clone, which has no
// times yet, the suites known to be the longest start first, then the heaviest files (a folder's
// group of suites by all of theirs), so that no worker is left running a long one alone at the end
// (on two cores, the fuzz suite alone was 96 s of 320).
const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

// Each took over 10 s on two quiet cores (2026-11-29); the longest first.
const LONGEST = [
  'test/core/fuzz.e2e-spec.ts',
  'test/core/mail-outbox-crash.e2e-spec.ts',
  'test/commerce/admin-orders.e2e-spec.ts',
  'test/auth/password-reset.e2e-spec.ts',
  'test/commerce/product-updates.e2e-spec.ts',
  'test/commerce/refunds-crash.e2e-spec.ts',
  'test/auth/sessions.e2e-spec.ts',
];

// A folder's suites.e2e-spec.ts weighs what its suites weigh (support/suite-group.ts), any other
// file its own size.
function weight(file) {
  if (path.basename(file) !== 'suites.e2e-spec.ts') return statSync(file).size;
  const folder = path.dirname(file);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.e2e.ts'))
    .reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const index = LONGEST.findIndex((suffix) => test.path.endsWith(suffix));
      return index === -1 ? LONGEST.length : index;
    };
    const weights = new Map(sorted.map((test) => [test, weight(test.path)]));
    return [...sorted].sort((a, b) => rank(a) - rank(b) || weights.get(b) - weights.get(a));
  }
}

module.exports = LongestFirst;
