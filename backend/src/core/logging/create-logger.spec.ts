import { loggerOptions } from './create-logger';

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
