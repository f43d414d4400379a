// A crash and `make run` again, three times: the built backend with its embedded PostgreSQL in a temp
// DATA_DIR is killed with SIGKILL (its PostgreSQL is left running, as after a real crash) and started
// again; each start must come back healthy by itself with the same data. Meanwhile a second backend
// on the same DATA_DIR is refused, and SIGTERM at the end leaves no PostgreSQL running.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'backend/dist/main.js');
const CRASHES = 3;
const DEADLINE_MS = 180_000; // a first start runs initdb, migrations and the demo seed on a busy machine

const work = mkdtempSync(path.join(tmpdir(), 'coach-crash-'));
chmodSync(work, 0o755); // as root the embedded PostgreSQL runs as "postgres" and must reach it
const dataDir = path.join(work, 'data');
const clusterDir = path.join(dataDir, 'postgres');
const started = [];

// The backend as `make run` starts it, with nothing from the caller's .env steering it elsewhere.
function startBackend(port) {
  const blank = ['DATABASE_URL', 'SESSION_SECRET', 'ADMIN_SECRET', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'GEMINI_API_KEY'];
  const env = { ...process.env, ...Object.fromEntries(blank.map((name) => [name, ''])) };
  Object.assign(env, { NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true' });
  Object.assign(env, { SPA_DIR: '', PUBLIC_URL: '', LOG_LEVEL: 'info' });
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const backend = { child, exited, port, base: `http://127.0.0.1:${port}`, output: () => output };
  started.push(backend);
  return backend;
}

// Alive and not a zombie (a killed orphan may wait a while for its new parent to reap it).
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

async function waitFor(what, check) {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

async function waitHealthy(backend) {
  await waitFor(`${backend.base}/api/health`, async () => {
    if (backend.child.exitCode !== null || backend.child.signalCode !== null) {
      throw new Error(`the backend exited before it was healthy:\n${backend.output()}`);
    }
    const health = await fetch(`${backend.base}/api/health`).then(
      (r) => (r.ok ? r.json() : null),
      () => null,
    );
    return health?.status === 'ok' && health.db === 'up';
  });
}

const postmasterPid = () =>
  existsSync(path.join(clusterDir, 'postmaster.pid'))
    ? Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    : null;

// Every live PostgreSQL server started on our cluster (its workers go with it).
const clusterProcesses = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && alive(Number(entry)))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(clusterDir);
      } catch {
        return false;
      }
    })
    .map(Number);

// A visitor with cookies: the CSRF token comes back as a header on state-changing calls.
function visitor(base) {
  const cookies = new Map();
  return async (method, route, body) => {
    const headers = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body) headers['content-type'] = 'application/json';
    if (cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(cookies.get('XSRF-TOKEN'));
    const res = await fetch(`${base}${route}`, { method, headers, body: body && JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

// What must survive a crash: the demo shop and blog, and an account with its signed-in session.
async function readData(call) {
  const products = await call('GET', '/api/products');
  const posts = await call('GET', '/api/blog-posts');
  const user = await call('GET', '/api/auth/user');
  assert.equal(products.status, 200);
  assert.equal(posts.status, 200);
  return { products: products.body, postSlugs: posts.body.map((p) => p.slug), user: user.body };
}

after(async () => {
  for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of existsSync('/proc') ? clusterProcesses() : []) process.kill(pid, 'SIGQUIT');
  rmSync(work, { recursive: true, force: true });
});

test(`the site comes back by itself after kill -9, ${CRASHES} times out of ${CRASHES}, with its data`, async (t) => {
  if (!existsSync(main)) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
    assert.equal(build.status, 0, 'npm run build -w backend failed');
  }
  const { freePort } = createRequire(import.meta.url)(
    path.join(root, 'backend/dist/core/database/embedded-postgres.js'),
  );
  const since = Date.now();
  let backend = startBackend(await freePort());
  await waitHealthy(backend);
  t.diagnostic(`first start (new DATA_DIR) healthy in ${Date.now() - since} ms`);

  const call = visitor(backend.base);
  const account = {
    email: `crash-${Date.now()}@example.com`,
    password: 'correct horse',
    firstName: 'Ada',
    lastName: 'Crash',
  };
  await call('GET', '/api/health'); // hands out the CSRF cookie
  assert.equal((await call('POST', '/api/auth/register', account)).status, 201);
  assert.equal(
    (await call('POST', '/api/auth/login', { email: account.email, password: account.password })).status,
    200,
  );
  const before = await readData(call);
  assert.ok(before.products.length > 0 && before.postSlugs.length > 0, 'the demo content was seeded');
  assert.equal(before.user?.email, account.email);

  const second = startBackend(await freePort());
  const refused = await second.exited;
  assert.notEqual(refused.code, 0, 'a second backend on the same DATA_DIR must not start');
  assert.match(second.output(), /in use by another running backend/);
  await waitHealthy(backend);

  let restarts = 0;
  for (let crash = 1; crash <= CRASHES; crash++) {
    const postmaster = postmasterPid();
    backend.child.kill('SIGKILL');
    await backend.exited;
    const orphan = alive(postmaster) ? 'left running' : 'gone';
    const restartedAt = Date.now();
    backend = startBackend(backend.port); // same address: the visitor keeps its cookies
    await waitHealthy(backend);
    t.diagnostic(
      `crash ${crash}: PostgreSQL (pid ${postmaster}) ${orphan}; healthy again in ${Date.now() - restartedAt} ms`,
    );
    const now = await readData(call);
    assert.deepEqual(now.products, before.products);
    assert.equal(now.user?.email, account.email, 'the account and its session are kept');
    assert.deepEqual(
      before.postSlugs.filter((slug) => !now.postSlugs.includes(slug)),
      [],
      'no post is lost',
    );
    restarts++;
  }
  t.diagnostic(`crash-restart: ${restarts}/${CRASHES} restarts after kill -9 came back healthy with data intact`);
  console.log(`crash-restart: ${restarts}/${CRASHES}`);

  const postmaster = postmasterPid();
  assert.ok(postmaster && alive(postmaster), 'the last backend runs its PostgreSQL');
  backend.child.kill('SIGTERM');
  assert.equal((await backend.exited).signal, null, 'SIGTERM is handled, not fatal');
  await waitFor(`the PostgreSQL (pid ${postmaster}) to stop`, () => !alive(postmaster));
  assert.equal(postmasterPid(), null, 'PostgreSQL shut down cleanly (it removes postmaster.pid)');
  assert.deepEqual(clusterProcesses(), [], 'no process of the embedded PostgreSQL remains');
});
