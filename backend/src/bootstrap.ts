import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AppConfig } from './core/config/app-config';
import { withGeneratedSecrets } from './core/config/generated-secrets';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './core/database/embedded-postgres';
import { prepareDatabase } from './core/database/prepare-database';
import { configureApp } from './core/http/configure-app';
import { createLogger } from './core/logging/create-logger';
import type { Server } from 'node:http';
import * as path from 'node:path';

export interface RunningServer {
  app: NestExpressApplication;
  config: AppConfig;
  stop(): Promise<void>;
}

// Resolves what `make run` may leave empty (database, secrets), then builds and starts the app.
export async function startServer(initial: AppConfig): Promise<RunningServer> {
  const logger = createLogger(initial);
  Logger.overrideLogger(logger);
  const { config: withSecrets, generatedAdminSecret } = withGeneratedSecrets(initial);
  let embedded: EmbeddedDatabase | null = null;
  if (!withSecrets.databaseUrl) embedded = await startEmbeddedPostgres(withSecrets.dataDir);
  const config: AppConfig = { ...withSecrets, databaseUrl: withSecrets.databaseUrl ?? embedded!.url };
  try {
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
      logger,
      bodyParser: false,
      rawBody: true, // the Stripe webhook verifies its signature over the raw body
      abortOnError: false,
    });
    configureApp(app, config);
    await prepareDatabase(app, config);
    // Node answers 408 to a request whose body has not all come within requestTimeout (5 minutes
    // by default); a course video of gigabytes comes slower than that (nginx passes it on as it
    // arrives, deploy/nginx.conf), so two hours. A stalled upload still ends at nginx's
    // client_body_timeout; headers keep their own short timeout.
    (app.getHttpServer() as Server).requestTimeout = 2 * 3600 * 1000;
    await app.listen(config.port);
    const url = `http://localhost:${config.port}`;
    Logger.log(`Site on ${url} · API docs on ${url}/api/docs`, 'Bootstrap');
    if (config.tracesEndpoint) Logger.log(`Traces sent to ${config.tracesEndpoint}`, 'Bootstrap');
    if (generatedAdminSecret) {
      Logger.log(
        `Admin setup secret (kept in ${path.join(config.dataDir, 'secrets.json')}): ${config.adminSecret}`,
        'Bootstrap',
      );
    }
    return {
      app,
      config,
      stop: async () => {
        await app.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
