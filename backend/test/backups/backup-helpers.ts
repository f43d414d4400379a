import type { Readable } from 'node:stream';
import { createReadStream, createWriteStream } from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import type { FileStore } from '../../src/core/storage/file-store';
import { LocalFileStore } from '../../src/core/storage/local-file-store';
import { STORED_PREFIXES } from '../../src/core/storage/move-files';
import { TABLES_SQL, quoted } from '../../src/modules/backups/database-dump';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

// Every row of every table the backup holds, as JSON text, sorted: two databases are equal row for
// row when these are. With `snapshot`, as of a snapshot another transaction exported.
export const tableRows = (url: string, snapshot?: string) =>
  withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    if (snapshot) await client.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
    const { rows: tables } = await client.query<{ name: string }>(TABLES_SQL);
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${quoted(name)} t`);
      all[name] = rows.map((r) => r.row).sort();
    }
    await client.query('COMMIT');
    return all;
  });

// The id the table's sequence gives next.
export const nextId = (url: string, table: string) =>
  withClient(url, async (client) => {
    const sql = `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id`;
    return (await client.query<{ id: number }>(sql, [table])).rows[0].id;
  });

// How many rows a table has (a table the backup leaves out too).
export const rowsOf = (url: string, table: string) =>
  withClient(url, async (client) => {
    return (await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${quoted(table)}`)).rows[0].count;
  });

// The migrations applied, in order.
export const appliedMigrations = (url: string) =>
  withClient(url, async (client) => {
    return (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map((r) => r.name);
  });

// The files under uploads/ and private/ of a store (DATA_DIR or a bucket): each key and its bytes.
export async function storedFiles(store: FileStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const prefix of STORED_PREFIXES) {
    for await (const { key } of store.list(prefix)) {
      files[key] = (await buffer((await store.get(key))!.body)).toString('base64');
    }
  }
  return files;
}

export const dataFiles = (dataDir: string) => storedFiles(new LocalFileStore(path.resolve(dataDir)));

// The database's last connection gone (a restore takes any other for a running site).
export const databaseIdle = (t: TestApp, url: string) =>
  waitFor(
    async () => {
      const [{ count }] = await t.dataSource.query(
        // clients only, as the restore counts them: autovacuum may visit a freshly restored database
        // for a long while on a busy machine (the likely cause of a CI run's 180 s wait here)
        `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
        [new URL(url).pathname.slice(1)],
      );
      return count === 0;
    },
    10_000,
    'the restore target to have no connections',
  );

// A copy of an archive with some entries rewritten (a damaged or a doctored backup).
export async function rewriteArchive(
  source: string,
  target: string,
  rewrite: (name: string, data: Buffer) => Buffer,
): Promise<void> {
  const entries = tarExtract();
  const read = pipeline(createReadStream(source), createGunzip(), entries);
  // a failure of the archive's stream ends the entry being read too (else it waits forever)
  let current: Readable | null = null;
  read.catch((error: Error) => current?.destroy(error));
  const out = tarPack();
  const written = pipeline(out, createGzip(), createWriteStream(target));
  for await (const entry of entries) {
    current = entry;
    const data = rewrite(entry.header.name, await buffer(entry));
    out.entry({ ...entry.header, size: data.length }, data);
  }
  await read;
  out.finalize();
  await written;
}
