import { Client } from 'pg';

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
