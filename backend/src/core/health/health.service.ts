import { Injectable } from '@nestjs/common';
import { DatabasePingRepository } from './database-ping.repository';
import type { HealthDto } from './health.dto';

const DB_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(private readonly database: DatabasePingRepository) {}

  async check(): Promise<HealthDto> {
    const up = await this.databaseUp();
    return up ? { status: 'ok', db: 'up' } : { status: 'error', db: 'down' };
  }

  private async databaseUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DB_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.database.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
