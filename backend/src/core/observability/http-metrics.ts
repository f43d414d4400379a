import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Metrics } from './metrics';
import { routeLabelOf } from './route-label';

// seconds: from a read answered from memory to a slow export
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

// Every answer of the API's port counted and timed per method, route pattern and status. Installed
// around the server's own listener, after the fast paths (core/http/fast-reads.ts, fast-beacons.ts),
// so the answers they give before Express count too. Nothing is installed when metrics are off.
export function installHttpMetrics(app: NestExpressApplication): void {
  const metrics = app.get(Metrics);
  if (!metrics.enabled) return;
  const requests = metrics.counter('http_requests_total', 'Requests answered, per method, route and status', [
    'method',
    'route',
    'status',
  ]);
  const duration = metrics.histogram(
    'http_request_duration_seconds',
    'Time from the request to the end of its answer, per method and route',
    ['method', 'route'],
    LATENCY_BUCKETS,
  );
  const server = app.getHttpServer() as Server;
  const [handle] = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = { method: req.method ?? 'GET', route: routeLabelOf(req) };
      requests.inc({ ...labels, status: res.statusCode });
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    handle(req, res);
  });
}
