import { Client } from 'pg';
import { migrations } from '../../src/core/database/migrations';
import { createTestApp } from '../support/test-app';

// The suites run in several Jest workers at once, each on its own copy of the template that the run's
// global setup migrated (test/support/test-databases.ts): a suite finds the schema up to date before
// any app of its own starts, and nothing another worker writes or truncates reaches it.
describe('the database of a Jest worker', () => {
  const query = async <T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it('is the worker’s own, named after the run’s database, and copied from the migrated template', async () => {
    const url = process.env.DATABASE_URL!;
    const [{ name }] = await query<{ name: string }>(url, 'SELECT current_database() AS name');
    expect(name).toMatch(new RegExp(`_w${process.env.JEST_WORKER_ID}$`));
    const template = name.replace(/_w\d+$/, '_template');
    const [{ copies }] = await query<{ copies: number }>(
      url,
      'SELECT count(*)::int AS copies FROM pg_database WHERE datname = $1',
      [template],
    );
    expect(copies).toBe(1);
    // migrated before any app of this suite ran
    const applied = await query<{ name: string }>(url, 'SELECT name FROM migrations ORDER BY id');
    expect(applied.map((m) => m.name)).toEqual(migrations.map((m) => (m as { name: string }).name));
  });

  it('is the one the app of a suite connects to', async () => {
    const t = await createTestApp();
    try {
      const [{ name }] = (await t.dataSource.query('SELECT current_database() AS name')) as { name: string }[];
      expect(name).toMatch(new RegExp(`_w${process.env.JEST_WORKER_ID}$`));
    } finally {
      await t.close();
    }
  });
});
