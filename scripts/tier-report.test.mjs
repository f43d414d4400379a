// scripts/tier-report.mjs: the log scripts/tier-timer.mjs writes, read back, and the tiers held to
// their budgets; the timer and the report together through their command lines.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { measureMs, QUIET_MS } from './machine-speed.mjs';
import {
  BUDGETS,
  formatSeconds,
  judge,
  MARGIN,
  parseLog,
  QUIET_LOAD_PER_CORE,
  QUIET_SLOWDOWN,
  report,
  WHOLE,
} from './tier-report.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(path.join(os.tmpdir(), 'coach-tiers-'));
after(() => rmSync(work, { recursive: true, force: true }));

const line = (tier, seconds, status = 0, load = 1, slowdown = 1, cpu = 0) =>
  JSON.stringify({ tier, seconds, status, cpu, load, slowdown });

test('the log is read back line by line, in order; a damaged line is an error naming it', () => {
  const text = `${line('install', 61.2)}\n\n${line('lint', 40, 0, 2.5)}\n${line('backend', 250, 1, 3, 1, 480.5)}\n`;
  assert.deepEqual(parseLog(text), [
    { tier: 'install', seconds: 61.2, status: 0, cpu: 0, load: 1, slowdown: 1 },
    { tier: 'lint', seconds: 40, status: 0, cpu: 0, load: 2.5, slowdown: 1 },
    { tier: 'backend', seconds: 250, status: 1, cpu: 480.5, load: 3, slowdown: 1 },
  ]);
  // a line written before the timer counted CPU reads as none
  assert.equal(parseLog('{"tier":"e2e","seconds":5,"status":0,"load":1,"slowdown":1}')[0].cpu, 0);
  assert.throws(() => parseLog(`${line('lint', 40)}\n{"tier":"e2e"`), /line 2 of the tier log is not JSON/);
  assert.throws(() => parseLog('{"tier":"e2e","seconds":"5","status":0,"load":1,"slowdown":1}'), /line 1 .* lacks/);
  assert.throws(() => parseLog('{"tier":"e2e","seconds":5,"status":0,"load":1}'), /line 1 .* lacks .*slowdown/);
  assert.throws(() => parseLog('null'), /line 1 .* lacks/);
});

test('times read as minutes and seconds', () => {
  assert.equal(formatSeconds(4.4), '4s');
  assert.equal(formatSeconds(59.6), '1m 00s');
  assert.equal(formatSeconds(90), '1m 30s');
  assert.equal(formatSeconds(725), '12m 05s');
});

test('a budget is within, over, or failed past its margin on a quiet machine', () => {
  const budgets = { lint: 100 };
  const verdict = (seconds, load = 1) =>
    judge(parseLog(line('lint', seconds, 0, load)), { budgets, cores: 2 })[0].verdict;
  assert.equal(verdict(100), 'within');
  assert.equal(verdict(101), 'over');
  assert.equal(verdict(100 * MARGIN), 'over');
  assert.equal(verdict(100 * MARGIN + 1), 'failed');
  assert.equal(verdict(100 * MARGIN + 1, QUIET_LOAD_PER_CORE * 2), 'failed');
  assert.equal(verdict(100 * MARGIN + 1, QUIET_LOAD_PER_CORE * 2 + 0.01), 'busy');
});

test('a tier is judged only when the cores ran near their quiet speed before and after it', () => {
  const budgets = { frontend: 100 };
  const verdict = (before, after) =>
    judge(parseLog([line('lint', 10, 0, 1, before), line('frontend', 300, 0, 1, after)].join('\n')), {
      budgets,
      cores: 2,
    })[0];
  assert.equal(verdict(1, QUIET_SLOWDOWN).verdict, 'failed');
  assert.equal(verdict(1, QUIET_SLOWDOWN + 0.01).verdict, 'busy');
  assert.deepEqual(verdict(2.4, 1.1), { ...verdict(2.4, 1.1), slowdown: 2.4, verdict: 'busy' });
  // the first tier has no tier before it: its own end decides
  const first = judge(parseLog(line('frontend', 300, 0, 1, 1.2)), { budgets, cores: 2 })[0];
  assert.equal(first.verdict, 'failed');
});

test('the quiet speed is measured on every core at once, and busy cores slow it', async () => {
  const quiet = await measureMs();
  assert.ok(quiet > 0 && Number.isFinite(quiet));
  assert.ok(QUIET_MS > 0);
  // every core kept busy twice over by processes outside this one (each spinning before the
  // measure starts): the work on every core waits for them, whatever else the machine runs
  const spinners = Array.from({ length: 2 * os.availableParallelism() }, () =>
    spawn(process.execPath, ['-e', "process.stdout.write('spinning\\n'); for (;;);"], { stdio: 'pipe' }),
  );
  try {
    await Promise.all(spinners.map((s) => once(s.stdout, 'data')));
    const busy = await measureMs();
    assert.ok(busy > quiet * 1.3, `with every core busy the work took ${busy} ms, quiet ${quiet} ms`);
  } finally {
    for (const s of spinners) s.kill('SIGKILL');
  }
});

test('a budget of several tiers adds them up; total adds every tier; budgets of tiers not run are left out', () => {
  const entries = parseLog(
    [line('install', 50), line('deploy', 30, 0, 1), line('scripts', 80, 0, 4), line('build-backend', 20)].join('\n'),
  );
  const budgets = { lint: 90, 'deploy+scripts': 90, total: 150 };
  assert.deepEqual(judge(entries, { budgets, cores: 2 }), [
    { name: 'deploy+scripts', seconds: 110, budget: 90, load: 4, slowdown: 1, verdict: 'over' },
    { name: 'total', seconds: 180, budget: 150, load: 4, slowdown: 1, verdict: 'over' },
  ]);
});

test("total is the whole run's wall clock when make test timed itself, tiers that overlapped counted once", () => {
  const entries = parseLog(
    [line('backend', 300), line('e2e', 400, 0, 5), line('scripts', 100, 0, 2, 1.2), line(WHOLE, 450)].join('\n'),
  );
  const [total] = judge(entries, { budgets: { total: 500 }, cores: 2 });
  assert.deepEqual(total, { name: 'total', seconds: 450, budget: 500, load: 5, slowdown: 1.2, verdict: 'within' });
  assert.equal(judge(entries, { budgets: { e2e: 500 }, cores: 2 })[0].seconds, 400);
  assert.match(report(entries, { budgets: { total: 500 }, cores: 2 }).lines.join('\n'), /^whole\s+7m 30s\s+0s\s+ok/m);
});

test('the budgets say what the README says', () => {
  const readme = readFileSync(path.join(here, '../README.md'), 'utf8');
  for (const [name, seconds] of Object.entries(BUDGETS)) {
    assert.ok(readme.includes(`${name} ${formatSeconds(seconds)}`), `README lacks "${name} ${formatSeconds(seconds)}"`);
  }
});

test('the report lists every tier with its exit, and fails only on a budget failed', () => {
  const entries = parseLog([line('lint', 30, 0, 1, 1, 41), line('frontend', 400, 1, 2), line('e2e', 100)].join('\n'));
  const { lines, failed } = report(entries, { budgets: { frontend: 90, e2e: 300 }, cores: 2 });
  const text = lines.join('\n');
  assert.match(text, /^lint\s+30s\s+41s\s+ok\s+1\.00\s+1\.00×$/m);
  assert.match(text, /^frontend\s+6m 40s\s+0s\s+failed 1\s+2\.00\s+1\.00×$/m);
  assert.match(text, /^frontend\s+6m 40s\s+1m 30s\s+2\.00\s+1\.00×\s+over 2× budget: FAILS$/m);
  assert.match(text, /^e2e\s+1m 40s\s+5m 00s\s+1\.00\s+1\.00×\s+within$/m);
  assert.equal(failed, true);
  assert.equal(report(entries, { budgets: { e2e: 300 }, cores: 2 }).failed, false);
});

test('the timer records a command and passes on its status; the report prints the table from that log', () => {
  const log = path.join(work, 'tiers.jsonl');
  const env = { ...process.env, TIER_LOG: log };
  const timer = path.join(here, 'tier-timer.mjs');
  assert.equal(spawnSync('node', [timer, 'lint', 'true'], { env }).status, 0);
  assert.equal(spawnSync('node', [timer, 'backend', 'bash', '-c', 'exit 3'], { env }).status, 3);
  assert.equal(spawnSync('node', [timer, 'size', 'no-such-command-here'], { env }).status, 127);
  const entries = parseLog(readFileSync(log, 'utf8'));
  assert.deepEqual(
    entries.map((e) => [e.tier, e.status]),
    [
      ['lint', 0],
      ['backend', 3],
      ['size', 127],
    ],
  );
  assert.ok(entries.every((e) => e.seconds >= 0 && e.seconds < 60 && e.cpu >= 0 && e.load >= 0 && e.slowdown > 0));

  const printed = spawnSync('node', [path.join(here, 'tier-report.mjs'), log], { encoding: 'utf8' });
  assert.equal(printed.status, 0, printed.stderr);
  assert.match(printed.stdout, /^backend\s+\d+s\s+\d+s\s+failed 3\s+[\d.]+\s+[\d.]+×$/m);

  // the CPU of the command's processes, its children's included
  const cpuLog = path.join(work, 'cpu.jsonl');
  const spin = 'const end = process.cpuUsage().user + 400000; while (process.cpuUsage().user < end);';
  const twoSpinners = `node -e '${spin}' & node -e '${spin}'; wait`;
  const spun = spawnSync('node', [timer, 'backend', 'bash', '-c', twoSpinners], { env: { ...env, TIER_LOG: cpuLog } });
  assert.equal(spun.status, 0, spun.stderr?.toString());
  const [spinning] = parseLog(readFileSync(cpuLog, 'utf8'));
  assert.ok(spinning.cpu >= 0.8, `two processes of 0.4 s of CPU each counted ${spinning.cpu} s`);

  // without TIER_LOG the timer only runs the command
  const { TIER_LOG: _, ...bare } = env;
  assert.equal(spawnSync('node', [timer, 'lint', 'true'], { env: bare }).status, 0);
  assert.equal(parseLog(readFileSync(log, 'utf8')).length, 3);
});
