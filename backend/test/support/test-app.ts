import type { LoggerService, ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { prepareDatabase } from '../../src/core/database/prepare-database';
import { configureApp } from '../../src/core/http/configure-app';
import { recordStatuses } from './status-recorder';
import { type TestContext, testConfig } from './test-context';

// the whole app, answering HTTP (supertest's requests reach `server`)
export interface TestApp extends TestContext {
  app: NestExpressApplication;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
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
