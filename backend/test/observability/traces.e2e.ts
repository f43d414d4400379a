import { type ChildProcess, fork } from 'node:child_process';
import * as path from 'node:path';
import { OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver';
import { SmtpCapture, waitFor } from '../support/smtp-capture';
import { TRACE_ID_PATTERN } from '../support/trace-id';

interface TracedApp {
  child: ChildProcess;
  url: string;
  tracing: boolean;
  // the JSON lines it has logged so far
  lines: Record<string, unknown>[];
}

// test/observability/traced-app.ts in a child process (the SDK patches modules as they load),
// with `env` over the test's own
async function startTracedApp(env: Record<string, string>): Promise<TracedApp> {
  const child = fork(path.join(__dirname, 'traced-app.ts'), {
    execArgv: ['--require', path.join(__dirname, '../support/swc-register.js')],
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const lines: Record<string, unknown>[] = [];
  // errors go to stderr, the rest to stdout: a line at a time from each
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const whole = (rest + chunk.toString('utf8')).split('\n');
      rest = whole.pop()!;
      for (const line of whole) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
  }
  const ready = await new Promise<{ port: number; tracing: boolean }>((resolve, reject) => {
    child.on(
      'message',
      (m: { port?: number; tracing: boolean }) => m.port && resolve({ port: m.port, tracing: m.tracing }),
    );
    child.on('exit', (code) => reject(new Error(`the traced app exited with ${code} before it listened`)));
  });
  return { child, url: `http://127.0.0.1:${ready.port}`, tracing: ready.tracing, lines };
}

async function stopTracedApp(app: TracedApp | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.send({ stop: true });
  await exited;
}

// the request log's line of a failed request with this trace id
const requestLine = (app: TracedApp, traceId: string) =>
  app.lines.some(
    (l) =>
      l.context === 'HTTP' && String(l.message).startsWith('GET /api/test-traces/failure 500') && l.traceId === traceId,
  );

// the line the exception filter logged for a 500 whose body quoted `reference`
const failureLine = (app: TracedApp, reference: string) =>
  app.lines.find((l) => l.context === 'Exceptions' && String(l.message).includes(`reference ${reference}`)) ?? false;

describe('traces exported over OTLP when an endpoint is set', () => {
  const receiver = new OtlpReceiver();
  const smtp = new SmtpCapture();
  let app: TracedApp;

  beforeAll(async () => {
    const collector = await receiver.start();
    const smtpUrl = await smtp.start();
    app = await startTracedApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector,
      // the batch is sent 50 ms after its first span: the test waits for the spans, not for time
      OTEL_BSP_SCHEDULE_DELAY: '50',
      OTEL_SERVICE_NAME: '',
      OUTGOING_URL: collector,
      SMTP_URL: smtpUrl,
    });
  });
  afterAll(async () => {
    await stopTracedApp(app);
    await Promise.all([receiver.stop(), smtp.close()]);
  });

  const serverSpanOf = (urlPath: string) =>
    waitFor(
      () => receiver.spans.find((s) => s.kind === 2 && s.attributes['url.path'] === urlPath) ?? false,
      20_000,
      `the server span of ${urlPath}`,
    );
  const spansOf = (traceId: string, accept: (s: ReceivedSpan) => boolean, what: string) =>
    waitFor(() => receiver.spans.find((s) => s.traceId === traceId && accept(s)) ?? false, 20_000, what);

  it('traces a request, its queries, its outgoing calls (fetch, Stripe) and its mail in one trace', async () => {
    expect(app.tracing).toBe(true);
    const res = await fetch(`${app.url}/api/test-traces/work`);
    expect(res.status).toBe(200);
    const server = await serverSpanOf('/api/test-traces/work');
    expect(server.service).toBe('coach-site');
    expect(server.scope).toBe('@opentelemetry/instrumentation-http');
    const query = await spansOf(
      server.traceId,
      (s) =>
        s.scope === '@opentelemetry/instrumentation-pg' &&
        String(s.attributes['db.query.text'] ?? s.attributes['db.statement']).includes('AS traced'),
      'the query span',
    );
    expect(query.kind).toBe(3);
    const outgoing = await spansOf(
      server.traceId,
      (s) => s.scope === '@opentelemetry/instrumentation-undici' && s.kind === 3,
      'the outgoing call span',
    );
    // the far end was told the trace (W3C traceparent), so its own spans join it
    const call = receiver.calls.find((c) => c.path === '/outgoing');
    expect(call?.headers.traceparent).toMatch(new RegExp(`^00-${server.traceId}-${outgoing.spanId}-0[01]$`));
    const stripe = await spansOf(
      server.traceId,
      (s) => s.scope === '@opentelemetry/instrumentation-http' && s.kind === 3,
      "the Stripe SDK's call span",
    );
    const stripeCall = receiver.calls.find((c) => c.path.startsWith('/v1/customers/cus_traced'));
    expect(stripeCall?.headers.traceparent).toMatch(new RegExp(`^00-${server.traceId}-${stripe.spanId}-0[01]$`));
    const mail = await spansOf(server.traceId, (s) => s.name === 'smtp send', 'the SMTP span');
    expect(mail).toMatchObject({
      kind: 3,
      attributes: { 'server.address': '127.0.0.1', 'network.protocol.name': 'smtp' },
    });
    expect(smtp.mails.map((m) => m.subject)).toContain('Traced');
  });

  it("gives a 500 the trace's id as its reference, in the body and in the logged line", async () => {
    const res = await fetch(`${app.url}/api/test-traces/failure`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { reference: string };
    expect(body.reference).toMatch(TRACE_ID_PATTERN);
    const server = await serverSpanOf('/api/test-traces/failure');
    expect(server.traceId).toBe(body.reference);
    await spansOf(body.reference, (s) => s.scope === '@opentelemetry/instrumentation-pg', "the failed request's query");
    const line = await waitFor(() => failureLine(app, body.reference), 10_000, 'the logged failure');
    expect(line).toMatchObject({
      level: 'error',
      traceId: body.reference,
      spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // every line logged for the request has the trace: the request log's too
    await waitFor(() => requestLine(app, body.reference), 10_000, 'the request log line');
  });
});

describe('no tracing without an endpoint', () => {
  let app: TracedApp;
  beforeAll(async () => {
    app = await startTracedApp({ OUTGOING_URL: 'http://127.0.0.1:9/unused' });
  });
  afterAll(() => stopTracedApp(app));

  it('still ties the log lines of a request and its 500 to one reference', async () => {
    expect(app.tracing).toBe(false);
    const first = (await (await fetch(`${app.url}/api/test-traces/failure`)).json()) as { reference: string };
    const second = (await (await fetch(`${app.url}/api/test-traces/failure`)).json()) as { reference: string };
    expect(first.reference).toMatch(TRACE_ID_PATTERN);
    expect(second.reference).not.toBe(first.reference);
    const line = await waitFor(() => failureLine(app, first.reference), 10_000, 'the logged failure');
    expect(line).toMatchObject({ level: 'error', traceId: first.reference });
    expect(line).not.toHaveProperty('spanId');
    await waitFor(() => requestLine(app, second.reference), 10_000, "the second request's log line");
  });
});
