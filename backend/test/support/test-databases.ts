import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { runMigrations } from '../../src/core/database/run-migrations';

// The backend suites run on several Jest workers at once, each on a database of its own, so no suite
// migrates or empties tables under another. Named after the run's database (DATABASE_URL, the base):
// global-setup.ts migrates <base>_template once, each worker copies it into <base>_w<JEST_WORKER_ID>
// (CREATE DATABASE … TEMPLATE: a copy of the files, no migration runs again; node-environment.ts),
// and global-teardown.ts drops them all. The base itself is left as it was.

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const templateOf = (base: string) => `${nameOf(base)}_template`;
const workerOf = (base: string, workerId: string) => `${nameOf(base)}_w${workerId}`;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function urlOf(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

// CREATE and DROP DATABASE run outside the database they name: on the server's maintenance database
async function onServer<T>(base: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: urlOf(base, 'postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

// the run's databases, a left-over of an earlier run on the same base included
async function runDatabases(admin: Client, base: string): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database');
  const workers = new RegExp(`^${nameOf(base).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_w\\d+$`);
  return rows.map((row) => row.datname).filter((name) => name === templateOf(base) || workers.test(name));
}

export async function dropTestDatabases(base: string): Promise<void> {
  await onServer(base, async (admin) => {
    for (const name of await runDatabases(admin, base))
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  });
}

// the app's migrations, once for the run, on a fresh template
export async function prepareTemplate(base: string): Promise<void> {
  await dropTestDatabases(base);
  await onServer(base, (admin) => admin.query(`CREATE DATABASE ${quoted(templateOf(base))}`));
  const dataSource = await new DataSource(dataSourceOptions(urlOf(base, templateOf(base)))).initialize();
  try {
    await runMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

// The worker's copy of the template; made anew when a worker of that number starts again.
export async function createWorkerDatabase(base: string, workerId: string): Promise<string> {
  const name = workerOf(base, workerId);
  await onServer(base, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(templateOf(base))}`);
  });
  return urlOf(base, name);
}
