import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

// The site of one Playwright worker: support/stack.mjs (the built backend behind nginx, with an SMTP
// server of its own) on a port, a mailbox directory and, on the machine's PostgreSQL, a database of
// its own. Journeys on different workers never share a row, a setting or a mail, so those that
// change the whole site (its photo, time zone, alerts address) run beside the others safely.
export interface WorkerStack {
  url: string;
  mailbox: string;
  // the site's database, where the run has one on the machine's PostgreSQL (support/site-database.ts)
  databaseUrl?: string;
  stop(): Promise<void>;
}

const STACK = path.join(__dirname, 'stack.mjs');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// `<database>_w<index>` beside the run's throwaway database (scripts/with-test-database.mjs drops
// every database named after it when the run ends); none without DATABASE_URL: the backend then
// starts an embedded PostgreSQL of its own.
async function workerDatabase(workerIndex: number): Promise<{ url?: string; drop(): Promise<void> }> {
  const runUrl = process.env.DATABASE_URL;
  if (!runUrl) return { drop: async () => {} };
  const url = new URL(runUrl);
  const name = `${url.pathname.slice(1)}_w${workerIndex}`;
  const onServer = async (sql: string) => {
    const admin = new URL(runUrl);
    admin.pathname = '/postgres';
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function healthy(url: string, exited: () => string | null): Promise<void> {
  // the stack gives up by itself when the backend is not up within 90 s (stack.mjs)
  for (;;) {
    const failure = exited();
    if (failure) throw new Error(failure);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startWorkerStack(workerIndex: number): Promise<WorkerStack> {
  const port = await freePort();
  // the address the browsers use is the site's PUBLIC_URL (stack.mjs); the health check goes to nginx's
  // IPv4 address, which localhost may not resolve to first here
  const url = `http://localhost:${port}`;
  const mailbox = mkdtempSync(path.join(tmpdir(), `coach-e2e-mail-w${workerIndex}-`));
  const database = await workerDatabase(workerIndex);
  const child = spawn(process.execPath, [STACK], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_MAILBOX: mailbox,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exit;
    await database.drop();
    rmSync(mailbox, { recursive: true, force: true });
  };
  try {
    await healthy(`http://127.0.0.1:${port}`, () =>
      child.exitCode !== null ? `the e2e stack exited with code ${child.exitCode}` : null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, mailbox, databaseUrl: database.url, stop };
}
