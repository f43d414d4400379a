import { withRequestTrace } from '../observability/trace-context';
import { loggerOptions, TracedLogger } from './create-logger';

describe('loggerOptions', () => {
  const terminal = { isTTY: true, noColor: false };

  it('colours readable lines on a terminal only', () => {
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'info' }, terminal)).toMatchObject({
      json: false,
      colors: true,
    });
    const piped = loggerOptions({ nodeEnv: 'development', logLevel: 'info' }, { ...terminal, isTTY: false });
    expect(piped.colors).toBe(false);
    const noColor = loggerOptions({ nodeEnv: 'test', logLevel: 'info' }, { ...terminal, noColor: true });
    expect(noColor.colors).toBe(false);
  });

  it('writes uncoloured JSON lines in production, even on a terminal', () => {
    expect(loggerOptions({ nodeEnv: 'production', logLevel: 'info' }, terminal)).toMatchObject({
      json: true,
      colors: false,
    });
  });

  it('maps LOG_LEVEL to the levels Nest prints', () => {
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'info' }, terminal).logLevels).toEqual([
      'fatal',
      'error',
      'warn',
      'log',
    ]);
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'debug' }, terminal).logLevels).toContain('debug');
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'error' }, terminal).logLevels).toEqual([
      'fatal',
      'error',
    ]);
  });
});

describe('TracedLogger', () => {
  // the lines `log` writes, as the process's stdout receives them
  function written(json: boolean, log: (logger: TracedLogger) => void): string[] {
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      log(new TracedLogger({ json, colors: false }));
    } finally {
      spy.mockRestore();
    }
    return lines;
  }

  it("adds the request's trace id to each JSON line written for it, and none outside a request", () => {
    const [inside, outside] = written(true, (logger) => {
      withRequestTrace(() => logger.log('inside', 'Test'));
      logger.log('outside', 'Test');
    });
    expect(JSON.parse(inside)).toMatchObject({ message: 'inside', traceId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(JSON.parse(outside)).not.toHaveProperty('traceId');
  });

  it('ends a readable line with the trace id, the same for every line of one request', () => {
    const lines = written(false, (logger) =>
      withRequestTrace(() => {
        logger.log('first', 'Test');
        logger.log('second', 'Test');
      }),
    );
    const ids = lines.map((line) => / trace=([0-9a-f]{32})\n$/.exec(line)?.[1]);
    expect(ids[0]).toBeDefined();
    expect(ids).toEqual([ids[0], ids[0]]);
  });
});
