import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { SeedService } from '../seed/seed.service';
import { runMigrations } from './run-migrations';

// Brings the schema up to date, then (outside production, unless SEED_DEMO=false) adds demo content.
export async function prepareDatabase(app: INestApplicationContext, config: AppConfig): Promise<void> {
  const logger = new Logger('Database');
  const applied = await runMigrations(app.get(DataSource));
  if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seedDemo) await app.get(SeedService).seedDemoContent();
}
