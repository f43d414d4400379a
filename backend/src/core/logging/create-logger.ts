import { ConsoleLogger, type ConsoleLoggerOptions, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

const LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  info: ['fatal', 'error', 'warn', 'log'],
  warn: ['fatal', 'error', 'warn'],
  error: ['fatal', 'error'],
};

export interface Terminal {
  isTTY: boolean;
  noColor: boolean; // NO_COLOR set (https://no-color.org)
}

// JSON lines in production (for log collectors), readable lines otherwise; colour codes only on a
// terminal, so files, pipes and `docker logs` get plain text.
export function loggerOptions(
  config: Pick<AppConfig, 'nodeEnv' | 'logLevel'>,
  terminal: Terminal,
): ConsoleLoggerOptions {
  const json = config.nodeEnv === 'production';
  return { json, colors: !json && terminal.isTTY && !terminal.noColor, logLevels: LEVELS[config.logLevel] };
}

export function createLogger(config: AppConfig): ConsoleLogger {
  const terminal = { isTTY: Boolean(process.stdout.isTTY), noColor: Boolean(process.env.NO_COLOR) };
  return new ConsoleLogger(loggerOptions(config, terminal));
}
