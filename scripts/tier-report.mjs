#!/usr/bin/env node
// `node scripts/tier-report.mjs [log]`: the table of what each tier of `make test` took (the lines
// scripts/tier-timer.mjs wrote to the log, TIER_LOG by default), and each tier's time against its
// budget. Exits 1 when a budget is exceeded more than MARGIN times on a quiet machine; on a busy one
// (other work on the cores) the time says more about the machine than about the tests, so it only
// says so. The README's "Tests" section states these budgets.
//
// Quiet means both: the load average at a tier's end at most QUIET_LOAD_PER_CORE per core (no other
// suite beside it in this machine), and the cores, measured before and after the tier, at most
// QUIET_SLOWDOWN times slower than quiet (scripts/machine-speed.mjs: no other work on the host's
// shared cores, which the load average does not count).
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

// Seconds per budget; a name with `+` is the sum of those tiers, `total` the whole run: the time of
// the log's `whole` line (`make test` times itself: its tiers partly overlap), else the sum of every
// tier run.
// Today's times on two quiet cores (a fresh clone, 2026-11-29: whole 15m 57s), with some room: they
// hold what was gained. The goal of issue 43 is a 12-minute `make test`; lower these as it nears.
export const BUDGETS = {
  lint: 120,
  // the shared rules' unit tests (shared/): a few seconds; the budget keeps them small
  shared: 30,
  backend: 360,
  frontend: 180,
  e2e: 600,
  // beside the journeys (Makefile's test-e2e-beside): their time is the journeys' time too
  'deploy+scripts': 480,
  total: 1200,
};
// A tier fails `make test` past this many times its budget …
export const MARGIN = 2;
// … when the 1-minute load average at its end was at most this much per core (`make test` alone
// keeps a two-core machine below it; other suites running beside it do not) …
export const QUIET_LOAD_PER_CORE = 3;
// … and the cores ran at most this many times slower than quiet before and after it. Quiet cores read
// about 1; a host busy enough to leave this machine about one core of its two read 1.26 to 1.5 between
// tiers (a third of a second of work gets through where minutes of it do not): 2026-11-29.
export const QUIET_SLOWDOWN = 1.2;
// The log's line for the whole of `make test`, wall clock.
export const WHOLE = 'whole';

// The log's lines, in the order the tiers ran; a line that is not a tier's record is an error.
export function parseLog(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        throw new Error(`line ${index + 1} of the tier log is not JSON: ${line}`);
      }
      // cpu: the CPU seconds of the tier's processes (none in a line written before the timer counted it)
      const { tier, seconds, status, cpu = 0, load, slowdown } = entry ?? {};
      if (typeof tier !== 'string' || ![seconds, status, cpu, load, slowdown].every(Number.isFinite)) {
        throw new Error(`line ${index + 1} of the tier log lacks tier, seconds, status, load or slowdown: ${line}`);
      }
      return { tier, seconds, status, cpu, load, slowdown };
    });
}

export function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(minutes ? 2 : 1, '0');
  return minutes ? `${minutes}m ${rest}s` : `${rest}s`;
}

// Each budget whose tiers ran: their time, the highest load seen at their ends, the most the cores
// were slowed before (at the end of the tier run just before) or after them, and the verdict
// ('within', 'over': past the budget, 'failed': past MARGIN times it on a quiet machine, 'busy': past
// that on a busy one).
export function judge(entries, { budgets = BUDGETS, cores = os.availableParallelism() } = {}) {
  return Object.entries(budgets).flatMap(([name, budget]) => {
    const indexes = entries
      .map((e, i) => i)
      .filter((i) => (name === 'total' ? entries[i].tier !== WHOLE : name.split('+').includes(entries[i].tier)));
    if (indexes.length === 0) return [];
    const tiers = indexes.map((i) => entries[i]);
    const whole = name === 'total' ? entries.find((e) => e.tier === WHOLE) : undefined;
    const seconds = whole?.seconds ?? tiers.reduce((sum, e) => sum + e.seconds, 0);
    const load = Math.max(...tiers.map((e) => e.load));
    const slowdown = Math.max(...indexes.flatMap((i) => [entries[i].slowdown, entries[i - 1]?.slowdown ?? 1]));
    const quiet = load <= QUIET_LOAD_PER_CORE * cores && slowdown <= QUIET_SLOWDOWN;
    const verdict = seconds <= budget ? 'within' : seconds <= budget * MARGIN ? 'over' : quiet ? 'failed' : 'busy';
    return [{ name, seconds, budget, load, slowdown, verdict }];
  });
}

const VERDICTS = {
  within: 'within',
  over: 'over budget',
  failed: `over ${MARGIN}× budget: FAILS`,
  busy: `over ${MARGIN}× budget, machine busy: not judged`,
};

// The lines to print, and whether `make test` fails on time.
export function report(entries, { budgets = BUDGETS, cores = os.availableParallelism() } = {}) {
  const row = (cells, widths) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const lines = [
    `Time per tier, the CPU its processes used (on ${cores} cores it may be up to ${cores}× the time), and at`,
    "the tier's end the load average over 1 minute and how many times slower than quiet the cores ran",
  ];
  const tierWidths = [20, 8, 8, 10, 6, 6];
  lines.push(row(['tier', 'time', 'cpu', 'exit', 'load', 'slow'], tierWidths));
  for (const e of entries) {
    const exit = e.status === 0 ? 'ok' : `failed ${e.status}`;
    const cells = [e.tier, formatSeconds(e.seconds), formatSeconds(e.cpu), exit, e.load.toFixed(2)];
    lines.push(row([...cells, `${e.slowdown.toFixed(2)}×`], tierWidths));
  }
  if (entries.some((e) => e.tier === WHOLE)) lines.push(`(${WHOLE}: all of make test, wall clock; some tiers overlap)`);
  const verdicts = judge(entries, { budgets, cores });
  lines.push(
    '',
    `Budgets (a tier fails past ${MARGIN}× its budget on a quiet machine: load at most ${QUIET_LOAD_PER_CORE} per core,`,
    `cores at most ${QUIET_SLOWDOWN}× slower than quiet before and after it)`,
  );
  const budgetWidths = [20, 8, 8, 6, 6, 0];
  lines.push(row(['budget', 'time', 'of', 'load', 'slow', ''], budgetWidths).trimEnd());
  for (const v of verdicts) {
    const cells = [v.name, formatSeconds(v.seconds), formatSeconds(v.budget), v.load.toFixed(2)];
    lines.push(row([...cells, `${v.slowdown.toFixed(2)}×`, VERDICTS[v.verdict]], budgetWidths));
  }
  return { lines, failed: verdicts.some((v) => v.verdict === 'failed') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const log = process.argv[2] ?? process.env.TIER_LOG;
  if (!log || !existsSync(log)) {
    console.log(`No tier times to report (${log ?? 'name the log, or set TIER_LOG'}: no such file).`);
    process.exit(0);
  }
  const { lines, failed } = report(parseLog(readFileSync(log, 'utf8')));
  console.log(`\n${lines.join('\n')}`);
  if (failed) console.log(`\nA tier took more than ${MARGIN} times its budget on a quiet machine (README, "Tests").`);
  process.exit(failed ? 1 : 0);
}
