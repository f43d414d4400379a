// `make run` on a fresh copy of this checkout, on a machine whose only `node` is an unsupported one:
// the Makefile fetches the pinned Node (.nvmrc) from the npm registry into the copy's .tools/, says so
// on one line, installs, builds and serves the site on it; the site answers /api/health and stops on
// SIGTERM. The old Node is a stub that answers `--version` with v20.20.2 and runs nothing.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const work = fs.mkdtempSync(path.join(tmpdir(), 'coach-old-node-'));
fs.chmodSync(work, 0o755); // as root the embedded PostgreSQL runs as "postgres" and must reach DATA_DIR
const clone = path.join(work, 'site');
let make = null;

// What a fresh clone holds: the tracked files (and new ones not ignored), as they are in this checkout.
function copyCheckout() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    fs.cpSync(path.join(root, file), path.join(clone, file), { verbatimSymlinks: true });
  }
}

function oldNode() {
  const bin = path.join(work, 'old-node');
  fs.mkdirSync(bin);
  const stub =
    '#!/bin/sh\n[ "$1" = --version ] && { echo v20.20.2; exit 0; }\necho "node v20.20.2 (stub) runs nothing" >&2\nexit 1\n';
  fs.writeFileSync(path.join(bin, 'node'), stub, { mode: 0o755 });
  return bin;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Processes whose program is a Node under the copy's .tools/ (the site, served by the fetched Node).
const fetchedNodes = () =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/exe`).startsWith(path.join(clone, '.tools'));
      } catch {
        return false;
      }
    });

after(() => {
  if (make && make.exitCode === null && make.signalCode === null) process.kill(-make.pid, 'SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

test(`make run on a fresh clone with only Node 20 on PATH serves the site on Node ${pinned}`, async (t) => {
  copyCheckout();
  const port = await freePort();
  const dataDir = path.join(work, 'data');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(MAKE|MFLAGS|npm_)/i.test(name)));
  const inherited = (process.env.PATH ?? '').split(':').filter((dir) => !dir.includes(`${path.sep}.tools${path.sep}`));
  Object.assign(env, { PATH: [oldNode(), ...inherited].join(':'), PORT: String(port), DATA_DIR: dataDir });
  for (const name of [
    'DATABASE_URL',
    'SESSION_SECRET',
    'ADMIN_SECRET',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'GEMINI_API_KEY',
  ])
    env[name] = '';
  if (process.env.npm_config_registry) env.npm_config_registry = process.env.npm_config_registry;
  Object.assign(env, { NODE_ENV: 'development', PUBLIC_URL: '' });

  const since = Date.now();
  make = spawn('make', ['run'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [make.stdout, make.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => make.once('exit', (code, signal) => resolve({ code, signal })));

  // healthy, or make gave up (its output says why)
  for (;;) {
    if (make.exitCode !== null || make.signalCode !== null)
      assert.fail(`make run stopped before the site was up:\n${output}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => (r.ok ? r.json() : null),
      () => null,
    );
    if (health?.status === 'ok') break;
    await sleep(500);
  }
  t.diagnostic(`fresh clone served in ${Math.round((Date.now() - since) / 1000)} s`);

  assert.match(output, /Node v20\.20\.2 on PATH is not supported; fetching Node v[\d.]+ \(node-[a-z]+-[a-z0-9]+\)/);
  assert.ok(output.includes(`Node v${pinned}`), `make did not say it uses Node v${pinned}:\n${output}`);
  assert.ok(
    fs.existsSync(path.join(clone, '.tools', `node-v${pinned}-${process.platform}-${process.arch}`, 'bin', 'npm')),
  );
  assert.equal(execFileSync('git', ['check-ignore', '.tools/'], { cwd: root }).toString().trim(), '.tools/');
  if (fs.existsSync('/proc')) assert.ok(fetchedNodes().length > 0, 'no process runs on the fetched Node');

  process.kill(-make.pid, 'SIGTERM');
  await exited;
  // the backend stops its embedded PostgreSQL and exits on SIGTERM; wait for that, not for a time
  while (fs.existsSync('/proc') && fetchedNodes().length > 0) await sleep(200);
});
