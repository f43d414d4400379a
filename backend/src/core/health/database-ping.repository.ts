import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// The health check's one statement: no table, only whether PostgreSQL answers.
@Injectable()
export class DatabasePingRepository {
  constructor(private readonly dataSource: DataSource) {}

  // true when the database answered; false when it refused or the pool is not connected
  async ping(): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    return this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }
}
