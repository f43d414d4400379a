import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Metrics } from './metrics';
import { METRICS_PATH } from './metrics-paths';

const digest = (text: string) => createHash('sha256').update(text).digest();

// Prometheus's scrape on a port of its own (METRICS_PORT), never the API's: nginx passes only the
// API's port on, so the numbers are not public. With METRICS_TOKEN set, a scrape must send
// `Authorization: Bearer <token>`.
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === null) return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.metricsPort!, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics on port ${this.port}${METRICS_PATH}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  // the port bound (METRICS_PORT=0 takes a free one), null when off
  get port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH) return this.refuse(res, 404, `Only GET ${METRICS_PATH} is served on this port.`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return this.refuse(res, 405, `Only GET ${METRICS_PATH} is served on this port.`);
    }
    if (!this.authorized(req)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return this.refuse(res, 401, 'The scrape needs Authorization: Bearer and the METRICS_TOKEN.');
    }
    try {
      const text = await this.metrics.scrape();
      res.writeHead(200, { 'Content-Type': this.metrics.registry.contentType, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : text);
    } catch (error) {
      this.logger.error(`Scrape failed: ${error instanceof Error ? error.stack : String(error)}`);
      this.refuse(res, 500, 'The metrics could not be read.');
    }
  }

  private authorized(req: IncomingMessage): boolean {
    const token = this.config.metricsToken;
    if (token === null) return true;
    const sent = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    // hashes of equal length, so the comparison takes the same time whatever was sent
    return timingSafeEqual(digest(sent), digest(token));
  }

  // the API's error shape, so a scraper's log reads like the API's
  private refuse(res: ServerResponse, statusCode: number, message: string): void {
    res.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ statusCode, message, error: STATUS_CODES[statusCode] }));
  }
}
