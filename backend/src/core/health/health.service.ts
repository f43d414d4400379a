import { Injectable } from '@nestjs/common';
import { DatabaseProbe } from '../database/database-probe';
import type { HealthDto } from './health.dto';

const DB_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(private readonly database: DatabaseProbe) {}

  async check(): Promise<HealthDto> {
    const up = await this.databaseUp();
    return up ? { status: 'ok', db: 'up' } : { status: 'error', db: 'down' };
  }

  // asked outside the pool: in a burst every pooled connection may be in use while the server answers
  private async databaseUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DB_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.database.reachable(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
