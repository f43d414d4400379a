// where Prometheus scrapes, on METRICS_PORT (metrics-server.ts); tracing-sdk.ts leaves it untraced
export const METRICS_PATH = '/metrics';
