import type { AppConfig } from '../config/app-config';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { EmbeddedDatabaseInUseError } from './embedded-postgres-owner';

// The database a command line tool works on: DATABASE_URL, or the embedded one of DATA_DIR. A
// command that may run beside the site ('share': a backup) uses the server the site runs; one that
// needs the site stopped ('exclusive': a restore) starts the server itself, which is refused while
// a backend owns it.
export interface CommandDatabase {
  url: string;
  // may empty the schema and turn triggers off: the embedded superuser, or DATABASE_URL's role
  adminUrl: string;
  close(): Promise<void>;
}

export async function commandDatabase(config: AppConfig, mode: 'share' | 'exclusive'): Promise<CommandDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, adminUrl: config.databaseUrl, close: async () => {} };
  const running = mode === 'share' ? runningEmbeddedPostgres(config.dataDir) : null;
  if (running) return { url: running.url, adminUrl: running.superuserUrl, close: async () => {} };
  try {
    const started = await startEmbeddedPostgres(config.dataDir);
    return { url: started.url, adminUrl: started.superuserUrl, close: () => started.stop() };
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUseError && mode === 'exclusive') {
      throw new EmbeddedDatabaseInUseError(`The site is running on ${config.dataDir}: stop it, then restore.`);
    }
    throw error;
  }
}
