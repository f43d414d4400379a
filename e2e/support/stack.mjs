// The site as the web container serves it: the built backend on a free port (on DATABASE_URL, or
// its own embedded PostgreSQL when none is given) behind Debian's nginx running deploy/nginx.conf,
// with only the addresses and paths substituted. Listens on E2E_PORT; SIGTERM stops everything.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalNginx } from '../../deploy/nginx-local.mjs';
import { startMailbox } from './mailbox-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webPort = Number(process.env.E2E_PORT);
if (!webPort) throw new Error('E2E_PORT is not set');
for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
  if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run make build first`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const work = mkdtempSync(path.join(tmpdir(), 'coach-e2e-'));
chmodSync(work, 0o755); // as root the embedded PostgreSQL runs as "postgres" and must reach it
const backendPort = await freePort();
// the mails the site sends land in E2E_MAILBOX (playwright.config.ts makes one per run)
const mailboxDir = process.env.E2E_MAILBOX;
if (!mailboxDir) throw new Error('E2E_MAILBOX is not set');
const mailbox = await startMailbox(mailboxDir);

const backend = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(backendPort),
    DATA_DIR: path.join(work, 'data'),
    // a host name, not an address: WebAuthn takes PUBLIC_URL's host as the passkeys' RP id, and an IP
    // address is not a valid one (http://localhost is a secure context as https would be)
    PUBLIC_URL: `http://localhost:${webPort}`,
    SESSION_SECRET: 'e2e-session-secret',
    ADMIN_SECRET: process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret',
    // the journeys make their own data; the Lighthouse bench asks for the demo content
    SEED_DEMO: process.env.E2E_SEED_DEMO === 'true' ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    // the backend renders the pages (nginx serves the files)
    SPA_DIR: path.join(root, 'frontend/dist'),
    SMTP_URL: mailbox.url,
    // the owner's alerts (bookings, orders to ship) go here whichever admin account a journey makes
    OWNER_EMAIL: 'owner@coach.test',
  },
});

const nginxDir = path.join(work, 'nginx');

async function waitForBackend() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (backend.exitCode !== null) throw new Error(`the backend exited with code ${backend.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${backendPort}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the backend did not become healthy within 90 s');
}

let nginx;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const exited = (child) =>
    !child || child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
  nginx?.kill('SIGQUIT');
  backend.kill('SIGTERM');
  await Promise.all([exited(nginx), exited(backend)]);
  await mailbox.close();
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
backend.on('exit', (code) => {
  if (!stopping) {
    console.error(`[e2e stack] backend exited unexpectedly (${code})`);
    stop(1);
  }
});

try {
  await waitForBackend();
  nginx = startLocalNginx({
    dir: nginxDir,
    backendPort,
    webPort,
    htmlRoot: path.join(root, 'frontend/dist'),
  });
  nginx.on('exit', (code) => {
    if (!stopping) {
      console.error(`[e2e stack] nginx exited unexpectedly (${code}); see ${nginxDir}/error.log`);
      stop(1);
    }
  });
  console.log(`[e2e stack] site on http://localhost:${webPort} (nginx) -> backend on ${backendPort}`);
} catch (error) {
  console.error(`[e2e stack] ${error.message}`);
  await stop(1);
}
