// a 5xx body's reference: the request's trace id, 32 hex digits (core/observability/trace-context.ts)
export const TRACE_ID_PATTERN = /^[0-9a-f]{32}$/;
export const TRACE_ID = expect.stringMatching(TRACE_ID_PATTERN) as string;
