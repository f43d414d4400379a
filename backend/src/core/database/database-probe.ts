import { Injectable, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dedicatedConnection, poolOf } from './data-source-options';

// Whether PostgreSQL answers, told by the pool's own state where it can (a pooled connection came
// back in working order) and otherwise by a check on a connection of its own: the pool's may all be
// in use by a busy site, which says nothing of the server. Callers at the same time share one check.
@Injectable()
export class DatabaseProbe implements OnModuleInit {
  // pooled connections that came back in working order, and checks that succeeded
  private answers = 0;
  private running: Promise<boolean> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    poolOf(this.dataSource).on('release', (error: unknown) => {
      if (!error) this.answers++;
    });
  }

  // a mark to ask answeredSince() about later
  mark(): number {
    return this.answers;
  }

  // the server answered after `mark` was taken
  answeredSince(mark: number): boolean {
    return this.answers > mark;
  }

  reachable(): Promise<boolean> {
    this.running ??= this.check().finally(() => (this.running = null));
    return this.running;
  }

  private async check(): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    // named, so an operator sees what the connection is for (pg_stat_activity)
    const client = new Client({ application_name: 'probe', ...dedicatedConnection(this.dataSource) });
    client.on('error', () => undefined); // reported by the calls below
    try {
      await client.connect();
      await client.query('SELECT 1');
      this.answers++;
      return true;
    } catch {
      return false;
    } finally {
      client.end().catch(() => undefined);
    }
  }
}
