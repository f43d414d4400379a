import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { migrations } from '../../src/core/database/migrations';

// A database of a migration test's own (created before its suite, dropped after), whose data source
// knows the migrations up to and with `last`: the test runs them, undoes the last, arranges rows
// as the schema before it had them, and runs it again.
export function scratchDatabase(prefix: string, last: (typeof migrations)[number]) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const scratchUrl = new URL(process.env.DATABASE_URL!);
  scratchUrl.pathname = `/${name}`;
  const adminUrl = new URL(process.env.DATABASE_URL!);
  adminUrl.pathname = '/postgres';
  const scratch = { ds: undefined as unknown as DataSource };

  async function admin(sql: string): Promise<void> {
    const client = new Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    scratch.ds = await new DataSource({
      ...dataSourceOptions(scratchUrl.toString()),
      migrations: migrations.slice(0, migrations.indexOf(last) + 1),
    }).initialize();
  });
  afterAll(async () => {
    await scratch.ds?.destroy();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return scratch;
}
