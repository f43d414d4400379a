import type { ClusterSettings } from './settings.ts';

// Every variable of .env.example, sorted into one of three: the ConfigMap (with its value on the
// cluster; empty means the backend's default, as in .env.example), the Secret (its value is the
// operator's, never in the repository), or neither (the compose stack's own, or set by the image).
// The synthesis and its test fail on a variable of .env.example sorted into none, so a new
// setting is placed here by whoever adds it.
export function configValues(settings: ClusterSettings): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: '3000',
    // an emptyDir: files live in the bucket and the database is external, so nothing here must last
    DATA_DIR: '/data',
    // the pods' own disk is gone with them: README, "Kubernetes", says where backups go instead
    BACKUP_DIR: '',
    BACKUP_CRON: '',
    BACKUP_KEEP: '',
    BACKEND_HEAP_MB: '160',
    BACKEND_SEMI_SPACE_MB: '2',
    DB_POOL_SIZE: '',
    DB_POOL_WAIT_SECONDS: '',
    DB_POOL_MAX_WAITING: '',
    READ_CACHE_MB: '',
    PUBLIC_URL: `https://${settings.host}`,
    PUBLISH_TZ: 'UTC',
    MAIL_FROM: 'Coach Site <hello@example.com>',
    OWNER_EMAIL: '',
    MAIL_CONCURRENCY: '',
    MAIL_POLL_SECONDS: '',
    MAIL_SENDING_LEASE_SECONDS: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_API_URL: '',
    GEMINI_MODEL: '',
    GEMINI_BASE_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    // the web pods, which set X-Forwarded-For to the client's address (their real-ip.conf)
    TRUST_PROXY: ['uniquelocal', ...settings.podNetworks.filter((range) => !isUniqueLocal(range))].join(','),
    STORAGE: 's3',
    S3_ENDPOINT: settings.s3Endpoint,
    S3_REGION: settings.s3Region,
    S3_BUCKET: settings.s3Bucket,
    S3_FORCE_PATH_STYLE: '',
    S3_PUBLIC_URL: '',
    S3_SIGNED_URL_SECONDS: '',
    S3_SIGNED_URL_ENDPOINT: '',
    COURSE_VIDEO_MAX_MB: '',
    API_KEY_RATE_LIMIT: '',
    ANALYTICS_RAW_DAYS: '',
    // graceful shutdown, metrics and traces (issue 51); the Deployment's grace period and metrics
    // port follow these two
    SHUTDOWN_GRACE_SECONDS: String(SHUTDOWN_GRACE_SECONDS),
    METRICS_PORT: String(METRICS_PORT),
    // the Deployment's preStop pause gives the endpoints time to drop the pod before its SIGTERM
    SHUTDOWN_DRAIN_SECONDS: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
    OTEL_SERVICE_NAME: 'coach-site-backend',
  };
}

export const SHUTDOWN_GRACE_SECONDS = 20;
export const METRICS_PORT = 9464;

// passwords, keys and the URLs that carry them
export const SECRET_NAMES = [
  'DATABASE_URL',
  'SESSION_SECRET',
  'ADMIN_SECRET',
  'SMTP_URL',
  'MAIL_FEEDBACK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GEMINI_API_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
] as const;

// in .env.example, but not the cluster's to set
export const NOT_ON_THE_CLUSTER: Record<string, string> = {
  SPA_DIR: 'set by the backend image (its built SPA); an empty value would turn the pages off',
  POSTGRES_PASSWORD: "the compose stack's own PostgreSQL",
  WEB_PORT: "the compose stack's published port",
  S3_PORT: "the compose stack's object store port",
};

// The variable names .env.example lists, commented-out examples (# NODE_ENV=production) included.
export function envExampleNames(text: string): string[] {
  const names = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
  return [...new Set(names)];
}

// What is wrong with the sorting against .env.example's names, one sentence each (none: fine).
export function classificationProblems(exampleNames: string[], settings: ClusterSettings): string[] {
  const config = Object.keys(configValues(settings));
  const secret: readonly string[] = SECRET_NAMES;
  const outside = Object.keys(NOT_ON_THE_CLUSTER);
  const classified = [...config, ...secret, ...outside];
  const problems = exampleNames
    .filter((name) => !classified.includes(name))
    .map(
      (name) =>
        `.env.example has ${name}, which deploy/k8s/src/environment.ts does not sort into the ConfigMap, the Secret or neither`,
    );
  for (const name of classified) {
    if (classified.indexOf(name) !== classified.lastIndexOf(name)) problems.push(`${name} is sorted twice`);
    if (!exampleNames.includes(name)) {
      problems.push(`${name} is sorted in deploy/k8s/src/environment.ts but .env.example has no such variable`);
    }
  }
  return [...new Set(problems)];
}

function isUniqueLocal(range: string): boolean {
  return ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'].includes(range);
}
