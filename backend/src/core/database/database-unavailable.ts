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
// node-postgres says these in words only (a connection refused at startup or dropped mid-query)
const UNAVAILABLE_MESSAGES = new RegExp(
  '^(Connection terminated(?! due to connection timeout)|Client has encountered a connection error' +
    '|Client was closed and is not queryable|Query read timeout)',
);
// Running out of time to get a connection, in node-postgres's words: waiting in the pool's line
// while every connection was in use, or opening a new one (the client's timeout, or the pool's).
// Alone they say nothing of the server: a busy site, or a starved event loop, ends the same way.
const CONNECTION_WAIT = new RegExp(
  '^(timeout exceeded when trying to connect|timeout expired|Connection terminated due to connection timeout)$',
);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  driverError?: unknown;
  errors?: unknown;
}

// Whether `error` or an error inside it matches: looks through TypeORM's driverError,
// AggregateErrors (one per address tried) and `cause` chains. A network code behind a `cause` is
// someone else's connection (e.g. fetch to another service), so `match` is told when it is one.
function anyError(error: unknown, match: (e: ErrorLike, viaCause: boolean) => boolean, depth = 0, viaCause = false) {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as ErrorLike;
  if (match(e, viaCause)) return true;
  const nested = [e.driverError, ...(Array.isArray(e.errors) ? e.errors : [])];
  if (nested.some((n) => anyError(n, match, depth + 1, viaCause))) return true;
  return anyError(e.cause, match, depth + 1, true);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return anyError(error, (e, viaCause) => {
    const code = typeof e.code === 'string' && !viaCause ? e.code : '';
    // class 08: connection exception
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message);
  });
}

export function isConnectionWait(error: unknown): boolean {
  return anyError(error, (e) => typeof e.message === 'string' && CONNECTION_WAIT.test(e.message));
}
