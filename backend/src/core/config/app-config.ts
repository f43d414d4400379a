import { isIP } from 'node:net';
import { validateCronExpression } from 'cron';
import * as path from 'node:path';
import { type StorageConfig, storageConfig } from './storage-config';

// The environment read once into a typed object. A missing or bad variable stops the process
// with a ConfigError whose message names the variable.
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  // Prometheus's scrape, on a port of its own (null: no metrics; 0: a free port, the tests'), and
  // the bearer token it must send (null: none asked)
  metricsPort: number | null;
  metricsToken: string | null;
  // where spans go (OTLP/HTTP): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT's
  // /v1/traces; null: tracing off. OpenTelemetry's SDK reads the variables itself, before this
  // (core/observability/tracing.ts): they are checked here so a bad one stops the process by name
  tracesEndpoint: string | null;
  dataDir: string;
  // where `make backup` and the scheduled backups write (DATA_DIR/backups unless BACKUP_DIR says)
  backupDir: string;
  // a cron expression in PUBLISH_TZ for scheduled backups (null: none), and how many are kept
  backupCron: string | null;
  backupKeep: number;
  databaseUrl: string | null;
  databasePool: DatabasePoolSettings;
  // MB of answers a replica keeps in memory for the public reads and the signed-in user read (0: none)
  readCacheMb: number;
  publicUrl: string;
  sessionSecret: string | null;
  adminSecret: string | null;
  publishTz: string;
  smtpUrl: string | null;
  mailFrom: string;
  // where the owner's alerts go when the admin has not set an address (modules/alerts); null: unset
  ownerEmail: string | null;
  // the mail outbox worker: parallel sends per replica (0: this replica only enqueues), the poll
  // that backs up NOTIFY, and how long a mail may stay "sending" before a crash is assumed
  mailConcurrency: number;
  mailPollSeconds: number;
  mailSendingLeaseSeconds: number;
  // the shared secret of the mail provider's bounce and complaint webhook (null: the webhook is off)
  mailFeedbackSecret: string | null;
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  stripeWebhookSecret: string | null;
  stripeApiUrl: string | null;
  geminiApiKey: string | null;
  geminiModel: string;
  geminiBaseUrl: string | null;
  seedDemo: boolean;
  spaDir: string | null;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  // Express's 'trust proxy': a hop count or the proxies' addresses (named ranges, IPs, subnets)
  trustProxy: number | string[];
  // where uploads and product files live: DATA_DIR or an S3-compatible bucket (storage-config.ts)
  storage: StorageConfig;
  // requests per minute an API key may make (modules/auth/api-keys), every replica together
  apiKeyRateLimit: number;
  // the largest lesson video the course builder takes, in MB (nginx's client_max_body_size must allow it)
  courseVideoMaxMb: number;
  // days the raw page views are kept (modules/analytics) before the retention job deletes them;
  // their daily rollups stay
  analyticsRawDays: number;
  // a SIGTERM's shutdown (core/http/graceful-shutdown.ts): seconds readiness answers "stopping"
  // before the replica stops taking connections (for the balancer to notice), and the bound of the
  // whole shutdown, after which the process exits anyway (code 1)
  shutdownDrainSeconds: number;
  shutdownGraceSeconds: number;
}

// The connections a replica keeps to PostgreSQL and the line of requests waiting for one of them
export interface DatabasePoolSettings {
  size: number;
  // how long a request may wait for a free connection before it is answered "busy"
  waitSeconds: number;
  // requests that may wait at once; one more is answered "busy" without waiting
  maxWaiting: number;
}

export const DEFAULT_DATABASE_POOL: DatabasePoolSettings = { size: 20, waitSeconds: 30, maxWaiting: 2000 };

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`);
  }
}

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
const REQUIRED_IN_PRODUCTION = ['SESSION_SECRET', 'ADMIN_SECRET'] as const;
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
// what OWNER_EMAIL meant when unset until the alerts address (migration 1764380000000 still reads it)
export const DEFAULT_OWNER_EMAIL = 'owner@example.com';

export type Env = Record<string, string | undefined>;

export function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(env, name) ?? fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `expected one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

function port(env: Env, name: string, fallback: number): number;
function port(env: Env, name: string, fallback: null): number | null;
function port(env: Env, name: string, fallback: number | null): number | null {
  const value = text(env, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(name, `expected a port number between 0 and 65535, got "${value}"`);
  }
  return n;
}

export function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

export function url(env: Env, name: string, protocols: string[]): string | null {
  const value = text(env, name);
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `"${value}" is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.join(' or ')} URL, got "${parsed.protocol}"`);
  }
  return value.replace(/\/+$/, '');
}

// of "Name <address>" or a bare address
export const addressOf = (mailbox: string) => /<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox;

function email(env: Env, name: string, fallback: string): string;
function email(env: Env, name: string, fallback: null): string | null;
function email(env: Env, name: string, fallback: string | null): string | null {
  const value = text(env, name) ?? fallback;
  if (value === null) return null;
  const address = addressOf(value);
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw new ConfigError(name, `"${value}" is not an e-mail address`);
  }
  return value;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name);
  if (value === null) return fallback;
  if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, `expected true or false, got "${value}"`);
}

function timeZone(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw new ConfigError(name, `"${value}" is not an IANA time zone such as Europe/Berlin`);
  }
  return value;
}

function cronExpression(env: Env, name: string): string | null {
  const value = text(env, name);
  if (value !== null && !validateCronExpression(value).valid) {
    throw new ConfigError(name, `"${value}" is not a cron expression such as "0 3 * * *" (03:00 every day)`);
  }
  return value;
}

function tracesEndpoint(env: Env): string | null {
  const traces = url(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', ['http:', 'https:']);
  const base = url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']);
  return traces ?? (base ? `${base}/v1/traces` : null);
}

// a bearer token is sent in a header: printable ASCII without spaces, and long enough not to guess
function metricsToken(env: Env, name: string): string | null {
  const value = text(env, name);
  if (value !== null && !/^[\x21-\x7e]{16,}$/.test(value)) {
    throw new ConfigError(name, 'expected at least 16 printable characters without spaces (e.g. openssl rand -hex 32)');
  }
  return value;
}

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

// Which peers may tell the client's address (X-Forwarded-For) and scheme: only the proxy in front.
// "true" (trust every hop, so the client's own header) is refused: it would let anyone pick an address.
function trustProxy(env: Env, name: string, fallback: string): number | string[] {
  const value = text(env, name) ?? fallback;
  if (value.toLowerCase() === 'false') return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (!NAMED_RANGES.includes(entry) && (!family || !validBits || extra !== undefined)) {
      const expected = `a hop count, false, or proxy addresses (${NAMED_RANGES.join(', ')}, an IP or a subnet)`;
      throw new ConfigError(name, `expected ${expected}, got "${entry}"`);
    }
  }
  return entries;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';
  if (production) {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!text(env, name)) throw new ConfigError(name, 'required when NODE_ENV=production');
    }
  }
  const listenPort = port(env, 'PORT', 3000);
  const metricsPort = port(env, 'METRICS_PORT', null);
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === listenPort) {
    throw new ConfigError(
      'METRICS_PORT',
      `must differ from PORT (${listenPort}): the metrics are never served on the API's port`,
    );
  }
  const spaDir = text(env, 'SPA_DIR');
  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? './data');
  const backupDir = text(env, 'BACKUP_DIR');
  return {
    nodeEnv,
    port: listenPort,
    metricsPort,
    metricsToken: metricsToken(env, 'METRICS_TOKEN'),
    tracesEndpoint: tracesEndpoint(env),
    dataDir,
    backupDir: backupDir ? path.resolve(cwd, backupDir) : path.join(dataDir, 'backups'),
    backupCron: cronExpression(env, 'BACKUP_CRON'),
    backupKeep: wholeNumber(env, 'BACKUP_KEEP', 7, 1, 10_000),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePool: {
      size: wholeNumber(env, 'DB_POOL_SIZE', DEFAULT_DATABASE_POOL.size, 1, 200),
      waitSeconds: wholeNumber(env, 'DB_POOL_WAIT_SECONDS', DEFAULT_DATABASE_POOL.waitSeconds, 1, 600),
      maxWaiting: wholeNumber(env, 'DB_POOL_MAX_WAITING', DEFAULT_DATABASE_POOL.maxWaiting, 1, 100_000),
    },
    readCacheMb: wholeNumber(env, 'READ_CACHE_MB', 16, 0, 1024),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${listenPort}`,
    sessionSecret: text(env, 'SESSION_SECRET'),
    adminSecret: text(env, 'ADMIN_SECRET'),
    publishTz: timeZone(env, 'PUBLISH_TZ', 'UTC'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'Coach Site <hello@example.com>'),
    ownerEmail: email(env, 'OWNER_EMAIL', null),
    mailConcurrency: wholeNumber(env, 'MAIL_CONCURRENCY', 5, 0, 50),
    mailPollSeconds: wholeNumber(env, 'MAIL_POLL_SECONDS', 5, 1, 3600),
    mailSendingLeaseSeconds: wholeNumber(env, 'MAIL_SENDING_LEASE_SECONDS', 600, 1, 86_400),
    mailFeedbackSecret: text(env, 'MAIL_FEEDBACK_SECRET'),
    stripeSecretKey: text(env, 'STRIPE_SECRET_KEY'),
    stripePublishableKey: text(env, 'STRIPE_PUBLISHABLE_KEY'),
    stripeWebhookSecret: text(env, 'STRIPE_WEBHOOK_SECRET'),
    stripeApiUrl: url(env, 'STRIPE_API_URL', ['http:', 'https:']),
    geminiApiKey: text(env, 'GEMINI_API_KEY'),
    geminiModel: text(env, 'GEMINI_MODEL') ?? DEFAULT_GEMINI_MODEL,
    geminiBaseUrl: url(env, 'GEMINI_BASE_URL', ['http:', 'https:']),
    seedDemo: bool(env, 'SEED_DEMO', !production),
    spaDir: spaDir ? path.resolve(cwd, spaDir) : null,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: trustProxy(env, 'TRUST_PROXY', 'loopback'),
    storage: storageConfig(env),
    courseVideoMaxMb: wholeNumber(env, 'COURSE_VIDEO_MAX_MB', 2048, 1, 1_000_000),
    apiKeyRateLimit: wholeNumber(env, 'API_KEY_RATE_LIMIT', 120, 1, 1_000_000),
    analyticsRawDays: wholeNumber(env, 'ANALYTICS_RAW_DAYS', 30, 2, 3650),
    ...shutdownBounds(env),
  };
}

// The drain delay must leave the requests in flight and the jobs time within the bound.
function shutdownBounds(env: Env): Pick<AppConfig, 'shutdownDrainSeconds' | 'shutdownGraceSeconds'> {
  const shutdownGraceSeconds = wholeNumber(env, 'SHUTDOWN_GRACE_SECONDS', 20, 5, 3600);
  const shutdownDrainSeconds = wholeNumber(env, 'SHUTDOWN_DRAIN_SECONDS', 0, 0, 3600);
  if (shutdownDrainSeconds > shutdownGraceSeconds - 5) {
    throw new ConfigError(
      'SHUTDOWN_DRAIN_SECONDS',
      `at most SHUTDOWN_GRACE_SECONDS - 5 (${shutdownGraceSeconds - 5}), so requests and jobs can finish within the bound`,
    );
  }
  return { shutdownDrainSeconds, shutdownGraceSeconds };
}
