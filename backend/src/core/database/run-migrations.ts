import type { ClientBase } from 'pg';
import { DataSource, MigrationExecutor } from 'typeorm';

// Any number of replicas (and the one-shot migrate service) may start at once: a session-level
// advisory lock makes them take turns, so each migration runs exactly once.
const MIGRATION_LOCK = 7_240_001;

export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // on the lock's own connection: a pool of one connection has no second one to give
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    const done = await executor.executePendingMigrations();
    return done.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

// The name of the newest migration applied (null: none), asked on the caller's connection: a backup
// reads it in the snapshot it copies the tables in. The migrations table is core's.
export async function newestMigration(client: ClientBase): Promise<string | null> {
  const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
  return rows[0]?.name ?? null;
}
