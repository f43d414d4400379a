import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { migrations } from '../../src/core/database/migrations';

// A database of its own on the test server, for tests that migrate up and down without disturbing
// the other suites. Drop it after closing the connections to it.
export function scratchDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const scratchUrl = new URL(process.env.DATABASE_URL!);
  scratchUrl.pathname = `/${name}`;
  const adminUrl = new URL(process.env.DATABASE_URL!);
  adminUrl.pathname = '/postgres';

  async function admin(sql: string): Promise<void> {
    const client = new Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  return {
    url: scratchUrl.toString(),
    create: () => admin(`CREATE DATABASE ${name}`),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

// A scratch database for one suite (created before it, dropped after) whose data source knows the
// migrations up to and with `last`: the test runs them, undoes the last, arranges rows as the
// schema before it had them, and runs it again.
export function scratchDatabaseUpTo(prefix: string, last: (typeof migrations)[number]) {
  const db = scratchDatabase(prefix);
  const scratch = { ds: undefined as unknown as DataSource };
  beforeAll(async () => {
    await db.create();
    scratch.ds = await new DataSource({
      ...dataSourceOptions(db.url),
      migrations: migrations.slice(0, migrations.indexOf(last) + 1),
    }).initialize();
  });
  afterAll(async () => {
    await scratch.ds?.destroy();
    await db.drop();
  });
  return scratch;
}
