// `make audit`: `npm audit --omit=dev` over the whole lockfile (every workspace's production
// dependencies), which asks the registry's advisory service. Three outcomes, each said in words:
// 0 no known vulnerability; 1 vulnerable packages, listed; 2 the service did not answer (nothing
// was checked). npm alone says "audit endpoint returned an error" with the same status as a real
// finding, and, with its default fetch timeout, waits five minutes when nothing answers.
import { spawn } from 'node:child_process';

// How long npm may wait for the service (npm's own setting wins when set).
const FETCH_TIMEOUT_MS = Number(process.env.npm_config_fetch_timeout ?? 30_000);
// the backstop if npm itself hangs past its fetch timeout
const KILL_AFTER_MS = FETCH_TIMEOUT_MS * 2 + 30_000;

function runAudit() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], {
      env: { ...process.env, npm_config_fetch_timeout: String(FETCH_TIMEOUT_MS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), KILL_AFTER_MS);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

function unreachable(reason) {
  console.error(
    `make audit: the registry's advisory service did not answer (${reason}).\n` +
      'Nothing was checked. Run `make audit` where the registry answers (README, "Dependencies").',
  );
  process.exit(2);
}

const { code, signal, stdout, stderr } = await runAudit();
if (signal) unreachable(`npm audit was stopped after ${KILL_AFTER_MS / 1000} s`);
let report;
try {
  report = JSON.parse(stdout);
} catch {
  unreachable(`npm audit exited ${code} without a report: ${stderr.trim().split('\n').pop() ?? ''}`);
}
// npm's shape for a failed request: the message of the HTTP error, and an `error` object
if (report.error || !report.vulnerabilities) unreachable(report.message ?? report.error?.summary ?? 'no report');

const found = Object.values(report.vulnerabilities);
const production = report.metadata?.dependencies?.prod ?? 0;
if (found.length === 0) {
  console.log(`make audit: no known vulnerability in the ${production} production dependencies.`);
  process.exit(0);
}
console.log(`make audit: ${found.length} vulnerable package(s) among the ${production} production dependencies:`);
for (const { name, severity, range, via, fixAvailable } of found) {
  // `via` names advisories, or the vulnerable dependency the package brings in
  const why = via.map((v) => (typeof v === 'string' ? `through ${v}` : `${v.title} ${v.url}`)).join('; ');
  const fix = fixAvailable ? '' : ' (no fixed version yet)';
  console.log(`  ${severity.padEnd(8)} ${name} ${range}: ${why}${fix}`);
}
console.log('Update the pinned version in its package.json and the lockfile (README, "Dependencies").');
process.exit(1);
