import * as path from 'node:path';
import { ConfigError, DEFAULT_GEMINI_MODEL, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives every variable a safe default for make run', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: path.resolve('/srv/site/data'),
      backupDir: path.resolve('/srv/site/data/backups'),
      backupCron: null,
      backupKeep: 7,
      databaseUrl: null,
      databasePool: { size: 20, waitSeconds: 30, maxWaiting: 2000 },
      readCacheMb: 16,
      publicUrl: 'http://localhost:3000',
      publishTz: 'UTC',
      smtpUrl: null,
      mailConcurrency: 5,
      mailPollSeconds: 5,
      mailSendingLeaseSeconds: 600,
      stripeSecretKey: null,
      geminiApiKey: null,
      geminiModel: DEFAULT_GEMINI_MODEL,
      seedDemo: true,
      spaDir: null,
      trustProxy: ['loopback'],
      storage: { kind: 'local' },
      courseVideoMaxMb: 2048,
      apiKeyRateLimit: 120,
      analyticsRawDays: 30,
      shutdownDrainSeconds: 0,
      shutdownGraceSeconds: 20,
    });
  });

  const s3 = {
    STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'coach',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('reads the bucket of STORAGE=s3, with short signed links by default', () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'coach',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: null,
      signedUrlSeconds: 300,
      signedUrlEndpoint: null,
    });
    const custom = loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://cdn.example/' });
    expect(custom.storage).toMatchObject({ forcePathStyle: true, publicUrl: 'https://cdn.example' });
  });

  it.each(['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
    'stops when STORAGE=s3 lacks %s, naming it',
    (variable) => {
      expect(() => loadConfig({ ...s3, [variable]: '' })).toThrow(
        `Invalid environment variable ${variable}: required when STORAGE=s3`,
      );
    },
  );

  it("reads TRUST_PROXY as a hop count, false, or the proxies' addresses", () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    const addresses = loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::1' }).trustProxy;
    expect(addresses).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
  });

  it('serves no metrics unless METRICS_PORT says where, and asks a token only when one is set', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: null, metricsToken: null });
    const token = 'f'.repeat(32);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token })).toMatchObject({
      metricsPort: 9464,
      metricsToken: token,
    });
  });

  it("traces to the traces endpoint, else to the endpoint's /v1/traces, else nowhere", () => {
    expect(loadConfig({}).tracesEndpoint).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracesEndpoint).toBe(
      'http://collector:4318/v1/traces',
    );
    const both = {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://b/traces',
    };
    expect(loadConfig(both).tracesEndpoint).toBe('https://b/traces');
  });

  it('follows PORT in the default public URL and trims trailing slashes', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://coach.example/' }).publicUrl).toBe('https://coach.example');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT'],
    [{ PORT: '3000', METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector:4317' }, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'],
    [{ METRICS_TOKEN: 'a token with spaces in it' }, 'METRICS_TOKEN'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLISH_TZ: 'Mars/Olympus' }, 'PUBLISH_TZ'],
    [{ MAIL_CONCURRENCY: '-1' }, 'MAIL_CONCURRENCY'],
    [{ MAIL_CONCURRENCY: '2.5' }, 'MAIL_CONCURRENCY'],
    [{ MAIL_POLL_SECONDS: '0' }, 'MAIL_POLL_SECONDS'],
    [{ MAIL_SENDING_LEASE_SECONDS: 'ten' }, 'MAIL_SENDING_LEASE_SECONDS'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE'],
    [{ DB_POOL_WAIT_SECONDS: '2.5' }, 'DB_POOL_WAIT_SECONDS'],
    [{ DB_POOL_MAX_WAITING: 'many' }, 'DB_POOL_MAX_WAITING'],
    [{ READ_CACHE_MB: '-1' }, 'READ_CACHE_MB'],
    [{ BACKUP_CRON: 'daily' }, 'BACKUP_CRON'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ ANALYTICS_RAW_DAYS: '1' }, 'ANALYTICS_RAW_DAYS'],
    [{ ANALYTICS_RAW_DAYS: 'a month' }, 'ANALYTICS_RAW_DAYS'],
    [{ SHUTDOWN_GRACE_SECONDS: '2' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ SHUTDOWN_DRAIN_SECONDS: '16' }, 'SHUTDOWN_DRAIN_SECONDS'],
    [{ STORAGE: 'ftp' }, 'STORAGE'],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_SIGNED_URL_SECONDS: '0' }, 'S3_SIGNED_URL_SECONDS'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
    [{ NODE_ENV: 'production', ADMIN_SECRET: 'x' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x' }, 'ADMIN_SECRET'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid environment variable ${variable}:`);
  });

  it('accepts a named sender and turns demo seeding off in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's',
      ADMIN_SECRET: 'a',
      MAIL_FROM: 'Coach <hi@coach.example>',
    });
    expect(config.mailFrom).toBe('Coach <hi@coach.example>');
    expect(config.seedDemo).toBe(false);
  });
});
