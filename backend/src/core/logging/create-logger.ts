import { ConsoleLogger, type ConsoleLoggerOptions, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { currentTraceIds } from '../observability/trace-context';

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

// ConsoleLogger's own (its protected getJsonLogObject's)
interface JsonLogOptions {
  context: string;
  logLevel: LogLevel;
  writeStreamType?: 'stdout' | 'stderr';
  errorStack?: unknown;
  params?: Record<string, unknown>;
  error?: Error;
}

// Nest's logger, each line with the trace of the request it was written for (core/observability/
// trace-context.ts): `traceId` and `spanId` fields in JSON, ` trace=…` at the end of a readable
// line. The same id is the `reference` of the request's error body.
export class TracedLogger extends ConsoleLogger {
  protected getJsonLogObject(message: unknown, options: JsonLogOptions) {
    const line = super.getJsonLogObject(message, options);
    const ids = currentTraceIds();
    return ids ? { ...line, ...ids } : line;
  }

  protected formatMessage(
    logLevel: LogLevel,
    message: unknown,
    pidMessage: string,
    formattedLogLevel: string,
    contextMessage: string,
    timestampDiff: string,
    params?: Record<string, unknown>,
  ): string {
    const line = super.formatMessage(
      logLevel,
      message,
      pidMessage,
      formattedLogLevel,
      contextMessage,
      timestampDiff,
      params,
    );
    const ids = currentTraceIds();
    return ids ? `${line.replace(/\n$/, '')} trace=${ids.traceId}\n` : line;
  }
}

export function createLogger(config: AppConfig): ConsoleLogger {
  const terminal = { isTTY: Boolean(process.stdout.isTTY), noColor: Boolean(process.env.NO_COLOR) };
  return new TracedLogger(loggerOptions(config, terminal));
}
