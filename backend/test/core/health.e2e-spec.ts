import { createServer, Server, Socket, connect } from 'node:net';
import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

// A loopback TCP relay between the app and PostgreSQL that the test can cut, to make the
// database really unreachable for the app without touching the shared server.
class CuttableRelay {
  private server: Server;
  private sockets = new Set<Socket>();
  open = true;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (!this.open) return client.destroy();
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  cut(): void {
    this.open = false;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.open = true;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('GET /api/health', () => {
  let t: TestApp;
  let relay: CuttableRelay;

  beforeAll(async () => {
    const db = new URL(process.env.DATABASE_URL!);
    relay = new CuttableRelay({ host: db.hostname, port: Number(db.port || 5432) });
    db.port = String(await relay.listen());
    db.hostname = '127.0.0.1';
    t = await createTestApp({ env: { DATABASE_URL: db.toString() } });
  });

  afterAll(async () => {
    relay.restore();
    await t.close();
    await relay.close();
  });

  it('answers ok with the database up', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with db down while the database is unreachable, and recovers', async () => {
    relay.cut();
    const down = await request(t.server).get('/api/health').expect(503);
    expect(down.body).toEqual({ status: 'error', db: 'down' });

    relay.restore();
    const up = await request(t.server).get('/api/health').expect(200);
    expect(up.body).toEqual({ status: 'ok', db: 'up' });
  });
});
