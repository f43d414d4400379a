import { createServer, Server, Socket, connect } from 'node:net';
import { createTestApp, TestApp } from './test-app';

// A loopback TCP relay between the app and PostgreSQL that a test can cut, to make the database
// really unreachable for the app without touching the shared server. cut(): connections are
// accepted and dropped at once (as a server going down); dropNew(): the same for new connections
// only, those open carry on; stall(): new connections wait unanswered until restore() (as a server
// too busy to take them), those open carry on; refuse(): nothing listens (ECONNREFUSED).
export class CuttableRelay {
  private server: Server;
  private sockets = new Set<Socket>();
  private stalled: Socket[] = [];
  private stalling = false;
  open = true;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (!this.open) return client.destroy();
      if (this.stalling) return void this.stalled.push(client);
      this.forward(client);
    });
  }

  private forward(client: Socket): void {
    if (client.destroyed) return;
    const upstream = connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  }

  // how many new connections wait, stalled
  get waiting(): number {
    return this.stalled.filter((s) => !s.destroyed).length;
  }

  stall(): void {
    this.stalling = true;
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  dropNew(): void {
    this.open = false;
  }

  cut(): void {
    this.dropNew();
    for (const s of this.sockets) s.destroy();
  }

  async refuse(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async restore(): Promise<void> {
    this.open = true;
    this.stalling = false;
    for (const client of this.stalled.splice(0)) this.forward(client);
    if (!this.server.listening) await this.listen();
  }

  async close(): Promise<void> {
    for (const client of this.stalled.splice(0)) client.destroy();
    this.cut();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

// The whole app, reaching the test database through a relay the test can cut.
export async function createAppBehindRelay(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; relay: CuttableRelay }> {
  const db = new URL(process.env.DATABASE_URL!);
  const relay = new CuttableRelay({ host: db.hostname, port: Number(db.port || 5432) });
  db.port = String(await relay.listen());
  db.hostname = '127.0.0.1';
  const t = await createTestApp({ env: { ...env, DATABASE_URL: db.toString() } });
  return { t, relay };
}
