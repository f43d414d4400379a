import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { METRICS_PATH } from './metrics-paths';

export type TracingSdk = Pick<NodeSDK, 'shutdown'>;

const UNTRACED = new Set([METRICS_PATH, '/api/health/live', '/api/health/ready']);

// The official Node SDK, exporting spans as OTLP/HTTP JSON to the endpoint of the standard
// OTEL_EXPORTER_OTLP_* variables (the exporter reads them, and OTEL_BSP_* for batching). Traced:
// requests in and out over http/https (Stripe's SDK, S3), fetch (Gemini's SDK), and the database's
// queries made for a request (a query of no request, such as the mail outbox's poll, would start a
// trace of its own every few seconds). SMTP has no instrumentation: the mail sender makes its span.
// Prometheus's scrapes (the metrics port) and the container's liveness and readiness probes, every
// few seconds each, are not traced.
export function startTracingSdk(serviceName: string): TracingSdk {
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.has(req.url?.split('?')[0] ?? '') }),
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
    // traces only: no metrics or logs are sent to the collector (Prometheus scrapes the metrics)
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return sdk;
}
