import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { type AppConfig, loadConfig } from '../core/config/app-config';
import { createLogger } from '../core/logging/create-logger';

// A command line tool of the site: the configuration read and the log at LOG_LEVEL as the site's,
// and a failure said on one line with exit code 1.
export function runCommand(main: (config: AppConfig) => Promise<void>): void {
  Promise.resolve()
    .then(() => {
      const config = loadConfig();
      Logger.overrideLogger(createLogger(config));
      return main(config);
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
