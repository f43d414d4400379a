import { Logger } from '@nestjs/common';
import { Client, type ClientConfig } from 'pg';

export interface PgListenerEvents {
  // a NOTIFY on the channel arrived, with its payload ('' when it had none)
  onNotify(payload: string): void;
  // LISTEN is in place (first time or after a reconnect): notifications missed meanwhile are lost
  onListening(): void;
  // the connection is gone; no notification arrives until onListening
  onLost(): void;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
// a silently dropped connection (no FIN) is noticed by this query failing
const HEARTBEAT_MS = 30_000;

// One dedicated connection that LISTENs on a channel (a pooled connection cannot: the pool hands it
// to queries). Reconnects with backoff when the connection is lost; stop() closes it for good.
export class PgListener {
  private readonly logger = new Logger('PgListener');
  private client: Client | null = null;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private failures = 0;
  private stopped = false;
  listening = false;
  // notifications received on the channel since start (for operators and tests)
  received = 0;

  constructor(
    private readonly connection: ClientConfig,
    private readonly channel: string,
    private readonly events: PgListenerEvents,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  }

  // Resolves once the first attempt has succeeded or failed (then it keeps trying in the background).
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // named, so an operator sees what the connection is for (pg_stat_activity)
    const client = new Client({ application_name: `listen ${this.channel}`, ...this.connection });
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (n) => {
      if (n.channel !== this.channel) return;
      this.received++;
      this.events.onNotify(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    if (this.failures > 0) this.logger.log(`Listening on ${this.channel} again`);
    this.failures = 0;
    this.listening = true;
    this.heartbeat = setInterval(() => client.query('SELECT 1').catch((e) => this.lost(client, e)), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.events.onListening();
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client) return; // already handled, or stopped
    this.client = null;
    this.listening = false;
    clearInterval(this.heartbeat);
    this.events.onLost();
    client.end().catch(() => undefined);
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures++);
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Lost the ${this.channel} listener (${reason}); reconnecting in ${delay} ms`);
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}
