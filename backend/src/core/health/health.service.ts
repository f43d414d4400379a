import { Injectable } from '@nestjs/common';
import { type CheckResult, DatabaseProbe } from '../database/database-probe';
import { Draining } from './draining';
import type { LivenessDto, ReadinessDto } from './health.dto';

// How long readiness waits for the server to answer a check of its own before it asks the pool.
const DB_TIMEOUT_MS = 2000;

const UP: ReadinessDto = { status: 'ok', db: 'up' };
const BUSY: ReadinessDto = { status: 'ok', db: 'busy' };
const DOWN: ReadinessDto = { status: 'error', db: 'down' };

// Liveness: the process answers (no database). Readiness: it can serve, its database "up", "busy"
// (reachable but slow, every pooled connection in use, or the server full and refusing new
// connections while the pool's are open: still ready) or "down" (cannot connect). A replica
// shutting down is not ready whatever its database ("stopping").
@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseProbe,
    private readonly draining: Draining,
  ) {}

  liveness(): LivenessDto {
    return { status: 'ok' };
  }

  async readiness(): Promise<ReadinessDto> {
    const result = await this.databaseReadiness();
    return this.draining.active ? { ...result, status: 'stopping' } : result;
  }

  private async databaseReadiness(): Promise<ReadinessDto> {
    const mark = this.database.mark();
    const answered = await this.checkWithin(DB_TIMEOUT_MS);
    if (answered === 'up') return this.database.pool().waiting > 0 ? BUSY : UP;
    // the check was slow or refused, but pooled connections came back meanwhile: the site serves
    if (this.database.answeredSince(mark)) return BUSY;
    if (answered === 'down') return DOWN;
    const open = this.database.pool().open > 0;
    // the server is there but full (no connection slot left for the check): the pool's serve
    if (answered === 'full') return open ? BUSY : DOWN;
    // slow, and no evidence either way yet: connections are open and no check has failed since the
    // server last answered, so it is slow rather than gone (a later check that fails says down)
    return open && !this.database.failing() ? BUSY : DOWN;
  }

  // the check's answer; 'slow': none yet after `ms` (it goes on, shared by the next probe)
  private async checkWithin(ms: number): Promise<CheckResult | 'slow'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'slow'>((resolve) => {
      timer = setTimeout(() => resolve('slow'), ms);
    });
    try {
      return await Promise.race([this.database.reachable(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
