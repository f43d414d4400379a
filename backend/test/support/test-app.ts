import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { LoggerService, ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { AppConfig, loadConfig } from '../../src/core/config/app-config';
import { prepareDatabase } from '../../src/core/database/prepare-database';
import { configureApp } from '../../src/core/http/configure-app';
import { recordStatuses } from './status-recorder';

export interface TestApp {
  app: NestExpressApplication;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
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

// The whole app, configured exactly as the server configures it, on the test database.
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    imports?: ModuleMetadata['imports'];
    providers?: ModuleMetadata['providers'];
    // [provider token, value]: e.g. shorter waits for the mail outbox worker
    overrides?: [unknown, unknown][];
    // hears the app from its start, warnings included (captureLogs's logger)
    logger?: LoggerService;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config), ...(options.imports ?? [])],
    providers: options.providers ?? [],
  });
  for (const [token, value] of options.overrides ?? []) builder.overrideProvider(token).useValue(value);
  if (options.logger) builder.setLogger(options.logger);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    rawBody: true,
    logger: options.logger ?? (process.env.TEST_LOGS ? undefined : ['error']),
  });
  // first, so it sees every answer (test/support/status-recorder.ts)
  recordStatuses(app);
  configureApp(app, config);
  await prepareDatabase(app, config);
  await app.init();
  return {
    app,
    server: app.getHttpServer(),
    config,
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
}
