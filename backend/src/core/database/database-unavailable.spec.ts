import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, isConnectionWait } from './database-unavailable';

// running out of time to get a connection: in the pool's line, or opening one (client's or pool's timeout)
const CONNECTION_WAITS: [string, Error][] = [
  ['a wait in line for a pooled connection', new Error('timeout exceeded when trying to connect')],
  ['a connection that took too long to open', new Error('timeout expired')],
  [
    "the pool's connect timeout",
    new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
  ],
];
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a refused connection on every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'an admin shutdown during a query',
      new QueryFailedError('SELECT 1', [], withCode('57P01', 'terminating connection due to administrator command')),
    ],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection failure', withCode('08006')],
    ['too many connections', withCode('53300')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('23505', 'duplicate key value'))],
    [
      'an invalid byte sequence',
      new QueryFailedError('SELECT', [], withCode('22021', 'invalid byte sequence for encoding "UTF8": 0x00')),
    ],
    ['a programming error', new TypeError('x is undefined')],
    ['another service refusing', new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') })],
    ['no error at all', undefined],
    ...CONNECTION_WAITS,
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each(CONNECTION_WAITS)('tells %s from the rest', (_name, error) => {
    expect(isConnectionWait(error)).toBe(true);
  });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['another timeout', new Error('timeout expired while reading the file')],
  ])('does not take %s for a wait for a connection', (_name, error) => {
    expect(isConnectionWait(error)).toBe(false);
  });
});
