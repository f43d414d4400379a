import { createReadStream } from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../core/database/data-source-options';
import { migrations } from '../../core/database/migrations';
import { runMigrations } from '../../core/database/run-migrations';
import { type BackupManifest, tableEntry } from './backup-manifest';
import { columnList, quoted } from './database-dump';

// The sequences of the public schema and the column each one numbers.
const SEQUENCES_SQL = `
  SELECT s.oid::regclass::text AS sequence, t.oid::regclass::text AS "table", a.attname AS "column"
  FROM pg_class s
  JOIN pg_namespace n ON n.oid = s.relnamespace
  JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
    AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
  JOIN pg_class t ON t.oid = d.refobjid
  JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
  WHERE s.relkind = 'S' AND n.nspname = 'public'`;

// The archive's place among this code's migrations; a migration this code does not know means the
// archive was made by a newer site.
export function migrationIndex(manifest: BackupManifest): number {
  const index = migrations.findIndex((migration) => migration.name === manifest.migration);
  if (index === -1) {
    throw new Error(
      `This backup was made by a newer version of the site (migration ${manifest.migration}). ` +
        'Update the site, then restore.',
    );
  }
  return index;
}

// Asked before anything is emptied.
async function assertMayTurnTriggersOff(admin: Client): Promise<void> {
  await admin.query('BEGIN');
  try {
    await admin.query('SET LOCAL session_replication_role = replica');
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error; // 42501: insufficient privilege
    throw new Error(
      'Restoring needs a database role that may turn triggers off: a superuser, or one granted ' +
        '"GRANT SET ON PARAMETER session_replication_role TO <role>". Nothing was changed.',
      { cause: error },
    );
  } finally {
    await admin.query('ROLLBACK');
  }
}

async function migrate(url: string, upTo: number): Promise<void> {
  const dataSource = await new DataSource({
    ...dataSourceOptions(url),
    migrations: migrations.slice(0, upTo),
  }).initialize();
  try {
    await runMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

// Puts the database back as the archive (unpacked in `dir`) holds it: an empty public schema, the
// migrations up to the archive's, every table's rows in place of the ones they made (in one transaction, triggers and foreign key
// checks off), the sequences past the highest ids, then the migrations newer than the archive.
// `url` is the app's connection (the migrations make tables it owns); `adminUrl` may empty the
// schema and turn triggers off (a superuser, or a role granted SET on session_replication_role).
export async function loadDatabase(url: string, adminUrl: string, manifest: BackupManifest, dir: string) {
  const upTo = migrationIndex(manifest) + 1;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await assertMayTurnTriggersOff(admin);
    const { rows } = await admin.query<{ owner: string }>(
      `SELECT nspowner::regrole::text AS owner FROM pg_namespace WHERE nspname = 'public'`,
    );
    const owner = rows[0]?.owner ?? 'pg_database_owner';
    await admin.query(
      `DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public AUTHORIZATION ${owner}; ` +
        'GRANT USAGE ON SCHEMA public TO PUBLIC',
    );
    await migrate(url, upTo);
    await admin.query('BEGIN');
    await admin.query('SET LOCAL session_replication_role = replica');
    // the rows migrations insert (the site's settings, the legal pages) give way to the archive's
    await admin.query(`TRUNCATE ${manifest.tables.map((table) => quoted(table.name)).join(', ')}`);
    for (const table of manifest.tables) {
      const copy = admin.query(copyFrom(`COPY ${quoted(table.name)} (${columnList(table)}) FROM STDIN`));
      await pipeline(createReadStream(path.join(dir, tableEntry(table.name))), copy);
    }
    const { rows: sequences } = await admin.query<{ sequence: string; table: string; column: string }>(SEQUENCES_SQL);
    for (const { sequence, table, column } of sequences) {
      await admin.query(`SELECT setval($1, COALESCE((SELECT max(${quoted(column)}) FROM ${table}), 0) + 1, false)`, [
        sequence,
      ]);
    }
    await admin.query('COMMIT');
  } catch (error) {
    await admin.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await admin.end();
  }
  await migrate(url, migrations.length);
}
