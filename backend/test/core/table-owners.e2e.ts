import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { runMigrations } from '../../src/core/database/run-migrations';
import { scratchDatabase } from '../support/scratch-database';

const SRC = path.join(__dirname, '../../src');
const MODULES = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// each owner's declaration, as the lint rule of the data border reads it (eslint-rules/table-borders.mjs)
async function declarations(): Promise<{ owner: string; tables: readonly string[] }[]> {
  const read = async (owner: string, file: string) => ({
    owner,
    tables: ((await import(file)) as { TABLES: readonly string[] }).TABLES,
  });
  return Promise.all([
    read('core', path.join(SRC, 'core/core.tables')),
    ...MODULES.map((name) => read(name, path.join(SRC, 'modules', name, `${name}.tables`))),
  ]);
}

// The data border: a module runs SQL only on its own tables (the lint rule), so every table needs
// one owner. On a database of its own, migrated as the site's is, each table is declared by exactly
// one owner's <module>.tables.ts (or core's), and every declared table exists: a migration that
// adds a table fails here until a module declares it.
describe('the owners of the tables', () => {
  const scratch = scratchDatabase('owners');
  let ds: DataSource;

  beforeAll(async () => {
    await scratch.create();
    ds = await new DataSource(dataSourceOptions(scratch.url)).initialize();
    await runMigrations(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await scratch.drop();
  });

  it('each module declares its tables in a file of its own (an empty list when it keeps none)', () => {
    const undeclared = MODULES.filter((name) => !existsSync(path.join(SRC, 'modules', name, `${name}.tables.ts`)));
    expect(undeclared).toEqual([]);
    expect(MODULES).toEqual(expect.arrayContaining(['auth', 'commerce', 'courses']));
  });

  // (a materialised view is read as a table is: the assistant's lexicon is chat's)
  it('every table of the migrated database is declared by exactly one owner, and nothing else is', async () => {
    const rows: { name: string }[] = await ds.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'
       UNION SELECT matviewname FROM pg_matviews WHERE schemaname = 'public' ORDER BY 1`,
    );
    const inDatabase = rows.map((r) => r.name);
    const owners = new Map<string, string[]>();
    for (const { owner, tables } of await declarations())
      for (const table of tables) owners.set(table, [...(owners.get(table) ?? []), owner]);

    expect(inDatabase.filter((table) => !owners.has(table))).toEqual([]);
    expect([...owners].filter(([, by]) => by.length > 1)).toEqual([]);
    expect([...owners.keys()].filter((table) => !inDatabase.includes(table))).toEqual([]);
    // the three checks above would all pass on an empty database: it has the site's tables
    expect(inDatabase).toEqual(expect.arrayContaining(['users', 'products', 'course_enrolments', 'mail_outbox']));
  });
});
