// first: the tracing SDK patches http and pg as they load (core/observability/tracing.ts)
import { tracing } from './core/observability/tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { startServer } from './bootstrap';
import { ConfigError, loadConfig } from './core/config/app-config';
import { EmbeddedDatabaseInUseError } from './core/database/embedded-postgres-owner';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  // SIGTERM (docker stop, a rolling restart, Ctrl+C): readiness says "stopping", no new connections,
  // the requests in flight and the jobs finish, the database closes; all within SHUTDOWN_GRACE_SECONDS
  // (bootstrap.ts, README "Rolling restarts"), past which the process exits with code 1
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    Logger.log(`${signal} received, shutting down`, 'Bootstrap');
    const force = setTimeout(() => {
      Logger.error(`Shutdown took over ${server.config.shutdownGraceSeconds} s: exiting`, 'Bootstrap');
      process.exit(1);
    }, server.config.shutdownGraceSeconds * 1000);
    force.unref();
    server
      .stop()
      // the spans of the last requests are sent before the process ends
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        (error) => {
          Logger.error(`Shutdown failed: ${error}`, 'Bootstrap');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  // a DATA_DIR in use is the user's situation, not a bug: one line, no stack
  if (error instanceof EmbeddedDatabaseInUseError) Logger.error(error.message, 'Bootstrap');
  else Logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error), 'Bootstrap');
  process.exit(1);
});
