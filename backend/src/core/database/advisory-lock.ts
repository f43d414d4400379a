import { Client, type ClientConfig } from 'pg';

// A PostgreSQL session advisory lock held on a connection of its own (not the pool's), for work
// that must run one replica at a time and itself uses the pool: with the lock on a pooled
// connection, that work would need a second one, and a pool of one would wait on itself. The
// connection is made at the first use and again after it is lost; one holder at a time per
// instance (its callers run one after the other).
export class AdvisoryLock {
  private client: Promise<Client> | null = null;

  constructor(
    private readonly connection: ClientConfig,
    private readonly name: string,
  ) {}

  // runs `work` while holding the lock named `key` (waits for another holder to let go)
  async holding<T>(key: string, work: () => Promise<T>): Promise<T> {
    const client = await this.connected();
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      // a lost connection let go of the lock with it
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => this.drop(client));
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.then((c) => c.end()).catch(() => undefined);
  }

  private connected(): Promise<Client> {
    this.client ??= (async () => {
      const client = new Client({ application_name: this.name, ...this.connection });
      client.on('error', () => this.drop(client));
      client.on('end', () => this.drop(client));
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      this.client = null;
      throw error;
    });
    return this.client;
  }

  private drop(client: Client): void {
    const current = this.client;
    void current?.then(
      (held) => {
        if (held === client && this.client === current) this.client = null;
      },
      () => undefined,
    );
    void client.end().catch(() => undefined);
  }
}
