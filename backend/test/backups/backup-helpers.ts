import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { DATA_FOLDERS } from '../../src/modules/backups/backup-manifest';
import { TABLES_SQL, quoted } from '../../src/modules/backups/database-dump';

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

// The migrations applied, in order.
export const appliedMigrations = (url: string) =>
  withClient(url, async (client) => {
    return (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map((r) => r.name);
  });

// DATA_DIR's uploads/ and private/: each file's path and bytes.
export async function dataFiles(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of DATA_FOLDERS) {
    const listed = await readdir(path.join(dataDir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of listed.filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dataDir, file)] = (await readFile(file)).toString('base64');
    }
  }
  return files;
}

// A copy of an archive with some entries rewritten (a damaged or a doctored backup).
export async function rewriteArchive(
  source: string,
  target: string,
  rewrite: (name: string, data: Buffer) => Buffer,
): Promise<void> {
  const entries = tarExtract();
  const read = pipeline(createReadStream(source), createGunzip(), entries);
  const out = tarPack();
  const written = pipeline(out, createGzip(), createWriteStream(target));
  for await (const entry of entries) {
    const data = rewrite(entry.header.name, await buffer(entry));
    out.entry({ ...entry.header, size: data.length }, data);
  }
  await read;
  out.finalize();
  await written;
}
