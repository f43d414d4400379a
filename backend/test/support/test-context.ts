import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '../../src/core/config/app-config';

// What both tiers of integration tests hand a test and the factories: the app's providers (get),
// its configuration and its database. The whole app over HTTP (test-app.ts's TestApp) is one; the
// services of a few modules, without HTTP (service-module.ts), are another.
export interface TestContext {
  app: INestApplicationContext;
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'coach-test-data-')),
    DATABASE_URL: process.env.DATABASE_URL,
    SESSION_SECRET: 'test-session-secret',
    ADMIN_SECRET: 'test-admin-secret',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    ...env,
  });
}
