// Errors that mean "the database cannot be reached right now" (stopped, restarting, refusing
// connections, network cut), as opposed to a failed query: the caller should try again later.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);
// node-postgres says these in words only (pool timeouts, a connection dropped mid-query)
const UNAVAILABLE_MESSAGES = new RegExp(
  '^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error' +
    '|Client was closed and is not queryable|Query read timeout)',
);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  driverError?: unknown;
  errors?: unknown;
}

// Looks through TypeORM's driverError, AggregateErrors (one per address tried) and `cause` chains.
// A network code behind a `cause` is someone else's connection (e.g. fetch to another service).
export function isDatabaseUnavailable(error: unknown, depth = 0, viaCause = false): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' && !viaCause ? e.code : '';
  // class 08: connection exception
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  const nested = [e.driverError, ...(Array.isArray(e.errors) ? e.errors : [])];
  if (nested.some((n) => isDatabaseUnavailable(n, depth + 1, viaCause))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1, true);
}
