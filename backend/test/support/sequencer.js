// Jest's order of the backend suites: its own (suites that failed last time, then the longest by
// the times it kept from earlier runs, then the largest files), except that on a fresh clone, which
// has no times yet, the suites known to be the longest start first, so that no worker is left
// running one of them alone at the end (on two cores, the fuzz suite alone was 96 s of 320).
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

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const index = LONGEST.findIndex((suffix) => test.path.endsWith(suffix));
      return index === -1 ? LONGEST.length : index;
    };
    // a stable sort: the rest keep Jest's order
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
