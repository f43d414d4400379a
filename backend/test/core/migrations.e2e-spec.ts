import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { migrations } from '../../src/core/database/migrations';
import { runMigrations } from '../../src/core/database/run-migrations';

// Runs on its own scratch database so reverting does not disturb the other suites.
describe('migrations', () => {
  const name = `mig_${Date.now()}_${process.pid}`;
  const adminUrl = new URL(process.env.DATABASE_URL!);
  const scratchUrl = new URL(process.env.DATABASE_URL!);
  scratchUrl.pathname = `/${name}`;
  adminUrl.pathname = '/postgres';

  async function admin(sql: string): Promise<void> {
    const client = new Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  const tables = async (ds: DataSource): Promise<string[]> =>
    (await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`)).map(
      (r: { table_name: string }) => r.table_name,
    );

  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('apply once even when several replicas start together, and every one has a working down', async () => {
    const replicas = await Promise.all(
      [1, 2, 3].map(() => new DataSource(dataSourceOptions(scratchUrl.toString())).initialize()),
    );
    try {
      const applied = await Promise.all(replicas.map((ds) => runMigrations(ds)));
      expect(applied.flat()).toHaveLength(migrations.length);
      const ds = replicas[0];
      expect(await tables(ds)).toEqual(expect.arrayContaining(['migrations', 'seed_runs', 'session']));

      for (let i = 0; i < migrations.length; i++) await ds.undoLastMigration({ transaction: 'each' });
      expect(await tables(ds)).toEqual(['migrations']);

      expect(await runMigrations(ds)).toHaveLength(migrations.length);
      expect(await tables(ds)).toEqual(expect.arrayContaining(['seed_runs', 'session']));
    } finally {
      await Promise.all(replicas.map((ds) => ds.destroy()));
    }
  });
});
