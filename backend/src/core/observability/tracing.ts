// Imported first by main.ts: OpenTelemetry's SDK patches http, pg and undici as they are loaded,
// so it must start before anything requires them. Tracing is on only when an OTLP endpoint is set
// (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); otherwise not one module of
// the SDK is loaded.
import type { TracingSdk } from './tracing-sdk';

const tracingConfigured = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());

function start(): TracingSdk | null {
  if (!tracingConfigured()) return null;
  // a require, not an import: when off, the SDK's modules stay unloaded
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracingSdk } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  return startTracingSdk(process.env.OTEL_SERVICE_NAME?.trim() || 'coach-site');
}

// flushed and stopped as the process ends (main.ts's shutdown)
export const tracing: TracingSdk | null = start();
