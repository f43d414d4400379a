import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AppConfig } from './core/config/app-config';
import { withGeneratedSecrets } from './core/config/generated-secrets';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './core/database/embedded-postgres';
import { prepareDatabase } from './core/database/prepare-database';
import { Draining } from './core/health/draining';
import { configureApp } from './core/http/configure-app';
import { HttpDrain, IDLE_KEEP_ALIVE_MS, JOBS_RESERVE_MS } from './core/http/graceful-shutdown';
import { finishScheduledRuns, trackScheduledRuns } from './core/time/scheduled-runs';
import { createLogger } from './core/logging/create-logger';
import type { Server } from 'node:http';
import * as path from 'node:path';

export interface RunningServer {
  app: NestExpressApplication;
  config: AppConfig;
  // SIGTERM's sequence (README, "Rolling restarts"): readiness "stopping", the drain delay, no new
  // connections, the requests in flight answered (bounded), then the jobs and the pool (Nest's hooks)
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
    const httpServer = app.getHttpServer() as Server;
    httpServer.requestTimeout = 2 * 3600 * 1000;
    httpServer.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
    const drain = new HttpDrain(httpServer);
    await app.listen(config.port);
    // every job is registered by now (the modules' bootstrap hooks ran)
    const scheduler = app.get(SchedulerRegistry);
    trackScheduledRuns(scheduler);
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
        app.get(Draining).begin();
        const drainMs = config.shutdownDrainSeconds * 1000;
        const boundMs = config.shutdownGraceSeconds * 1000 - drainMs - JOBS_RESERVE_MS;
        const { cut } = await drain.drain(drainMs, boundMs);
        if (cut) Logger.warn(`${cut} requests still unanswered after ${boundMs} ms were cut`, 'Bootstrap');
        // the crons' runs under way, then Nest's hooks: the mail outbox's sends in hand, the page
        // views' last write, the pool
        const unfinished = await finishScheduledRuns(scheduler, JOBS_RESERVE_MS / 2);
        if (unfinished.length) Logger.warn(`Closing while still running: ${unfinished.join(', ')}`, 'Bootstrap');
        await app.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
