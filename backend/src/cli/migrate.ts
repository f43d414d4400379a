import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../core/config/app-config';
import { dataSourceOptions } from '../core/database/data-source-options';
import { runMigrations } from '../core/database/run-migrations';

// The one-shot migrate service of docker compose: `node dist/cli/migrate.js [--revert]`.
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new Error('Invalid environment variable DATABASE_URL: required by the migrate command');
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  try {
    if (process.argv.includes('--revert')) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      console.log('Reverted the last migration');
    } else {
      const applied = await runMigrations(dataSource);
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date');
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
