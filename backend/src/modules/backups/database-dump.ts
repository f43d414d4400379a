import { createWriteStream } from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { newestMigration } from '../../core/database/run-migrations';
import { type BackupTable, HashingTap } from './backup-manifest';

// The tables of the public schema and their stored columns, in order: but TypeORM's migrations
// list, which the restore rebuilds by running them, and analytics' daily salts, which must never
// outlive their day (a restored site makes today's anew).
export const TABLES_SQL = `
  SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
  WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT IN ('migrations', 'analytics_salts')
  GROUP BY c.relname ORDER BY c.relname`;

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const columnList = (table: BackupTable) => table.columns.map(quoted).join(', ');

export interface DatabaseDump {
  migration: string;
  tables: BackupTable[];
}

// Every table as of one moment: one read-only REPEATABLE READ transaction sees a single snapshot
// while the site keeps writing, and COPY streams each table to `dir` (never whole in memory).
// `onSnapshot` gets the snapshot's id (pg_export_snapshot), which other connections may share.
export async function dumpDatabase(
  url: string,
  dir: string,
  onSnapshot?: (snapshotId: string) => Promise<void>,
): Promise<DatabaseDump> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: snapshot } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    await onSnapshot?.(snapshot[0].id);
    const migration = await newestMigration(client);
    if (migration === null) throw new Error('The database has no migrations applied: there is no site to back up.');
    const { rows: listed } = await client.query<{ name: string; columns: string[] }>(TABLES_SQL);
    const tables: BackupTable[] = [];
    for (const { name, columns } of listed) {
      const table = { name, columns, rows: 0 };
      const counter = new HashingTap();
      const copy = client.query(copyTo(`COPY ${quoted(name)} (${columnList(table)}) TO STDOUT`));
      await pipeline(copy, counter, createWriteStream(path.join(dir, `${name}.copy`)));
      // COPY's text format ends every row with a newline and escapes those within values
      tables.push({ ...table, rows: counter.lines });
    }
    await client.query('COMMIT');
    return { migration, tables };
  } finally {
    await client.end();
  }
}
