import { isSpanContextValid, trace } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

export interface TraceIds {
  traceId: string;
  spanId?: string;
}

// the id of the request being served when tracing is off (core/http/request-logger.middleware.ts)
const requestTrace = new AsyncLocalStorage<TraceIds>();

// What ties the log lines of one request, and its error body's reference, together: the trace of
// the active span when tracing is on (OpenTelemetry's context; the id a collector shows), otherwise
// the W3C-shaped trace id the request was given when it came in. Undefined outside any request.
export function currentTraceIds(): TraceIds | undefined {
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span)) return { traceId: span.traceId, spanId: span.spanId };
  return requestTrace.getStore();
}

// 32 hex digits, as a W3C trace id, so a reference reads the same whether tracing is on or off
export const newTraceId = () => randomBytes(16).toString('hex');

// an error body's reference: the request's trace id (a new one where a request has none, such as
// an answer given before the request log's middleware; it is in the log line of a 5xx all the same)
export const errorReference = (): string => currentTraceIds()?.traceId ?? newTraceId();

// `next` (the rest of the request's work) with the request's trace id: the active span's when
// tracing is on, a new one otherwise
export function withRequestTrace<T>(next: () => T): T {
  return requestTrace.run(currentTraceIds() ?? { traceId: newTraceId() }, next);
}
