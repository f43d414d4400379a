import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { migrations } from '../../src/core/database/migrations';
import { runMigrations } from '../../src/core/database/run-migrations';
import { scratchDatabase } from '../support/scratch-database';

// Runs on its own scratch database so reverting does not disturb the other suites.
describe('migrations', () => {
  const scratch = scratchDatabase('mig');

  const tables = async (ds: DataSource): Promise<string[]> =>
    (await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`)).map(
      (r: { table_name: string }) => r.table_name,
    );

  beforeAll(() => scratch.create());
  afterAll(() => scratch.drop());

  it('apply once even when several replicas start together, and every one has a working down', async () => {
    const replicas = await Promise.all(
      [1, 2, 3].map(() => new DataSource(dataSourceOptions(scratch.url)).initialize()),
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
