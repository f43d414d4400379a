import { Injectable, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dedicatedConnection, poolOf } from './data-source-options';

// What a check found: the server answered; it is up but refuses more connections (full: SQLSTATE
// 53300, or too slow to open one in time), which says nothing against the pool's open connections;
// or it cannot be reached (refused, cut, or 57P03: starting up or shutting down, really unavailable).
export type CheckResult = 'up' | 'full' | 'down';

const TOO_MANY_CONNECTIONS = '53300';

function isFull(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === TOO_MANY_CONNECTIONS) return true;
  // pg's own connect timeout (connectionTimeoutMillis), not a refusal
  return typeof message === 'string' && /connection timeout|timeout expired/i.test(message);
}

// What the pool holds right now: connections open, free, and requests waiting in line for one.
export interface PoolState {
  open: number;
  idle: number;
  waiting: number;
}

// Whether PostgreSQL answers, told by the pool's own state where it can (a pooled connection came
// back in working order) and otherwise by a check on a connection of its own: the pool's may all be
// in use by a busy site, which says nothing of the server. Callers at the same time share one check.
@Injectable()
export class DatabaseProbe implements OnModuleInit {
  // pooled connections that came back in working order, and checks that succeeded
  private answers = 0;
  // `answers` when the last check failed; null once a check succeeded
  private failedAt: number | null = null;
  private running: Promise<CheckResult> | null = null;

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

  // the last check could not reach the server, and nothing has answered since
  failing(): boolean {
    return this.failedAt === this.answers;
  }

  pool(): PoolState {
    const pool = poolOf(this.dataSource);
    return { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
  }

  reachable(): Promise<CheckResult> {
    this.running ??= this.check().finally(() => (this.running = null));
    return this.running;
  }

  private async check(): Promise<CheckResult> {
    if (!this.dataSource.isInitialized) return 'down';
    // named, so an operator sees what the connection is for (pg_stat_activity)
    const client = new Client({ application_name: 'probe', ...dedicatedConnection(this.dataSource) });
    client.on('error', () => undefined); // reported by the calls below
    try {
      await client.connect();
      await client.query('SELECT 1');
      this.answers++;
      this.failedAt = null;
      return 'up';
    } catch (error) {
      if (isFull(error)) return 'full';
      this.failedAt = this.answers;
      return 'down';
    } finally {
      client.end().catch(() => undefined);
    }
  }
}
