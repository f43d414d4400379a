import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  // OTLP's SpanKind: 1 internal, 2 server, 3 client
  kind: number;
  scope: string;
  service: string;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpTraces {
  resourceSpans: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans: {
      scope?: { name: string };
      spans: (Omit<ReceivedSpan, 'scope' | 'service' | 'attributes'> & { attributes?: OtlpAttribute[] })[];
    }[];
  }[];
}

const valueOf = (v: OtlpValue) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue ?? ''));
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

// A loopback OpenTelemetry collector: takes OTLP/HTTP JSON on POST /v1/traces (what
// @opentelemetry/exporter-trace-otlp-http sends), and answers any other request 200 (a JSON object)
// as an outgoing call's far end, keeping its headers (the trace context it was sent with).
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  readonly calls: { path: string; headers: IncomingHttpHeaders }[] = [];
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          this.take(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces);
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
          return;
        }
        this.calls.push({ path: req.url ?? '/', headers: req.headers });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"object":"far end"}');
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private take(body: OtlpTraces): void {
    for (const resource of body.resourceSpans) {
      const service = String(attributesOf(resource.resource?.attributes)['service.name'] ?? '');
      for (const scope of resource.scopeSpans) {
        for (const span of scope.spans) {
          this.spans.push({
            ...span,
            scope: scope.scope?.name ?? '',
            service,
            attributes: attributesOf(span.attributes),
          });
        }
      }
    }
  }
}
