import { Logger, type LoggerService } from '@nestjs/common';

// What the app logs at warn and error (and info, when asked) while a test looks, in place of the
// console; restore() ends it. `logger` for an app that should log to it from its start.
export function captureLogs(options: { info?: boolean } = {}): {
  lines: string[];
  logger: LoggerService;
  restore(): void;
} {
  const lines: string[] = [];
  const previous = Logger['staticInstanceRef'];
  const capture: LoggerService = {
    log: (message: unknown) => void (options.info && lines.push(String(message))),
    warn: (message: unknown) => lines.push(String(message)),
    error: (message: unknown) => lines.push(String(message)),
  };
  Logger.overrideLogger(capture);
  return { lines, logger: capture, restore: () => Logger.overrideLogger(previous ?? false) };
}
