import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface AutomationSettings {
  tracking: boolean;
  clockOffsetMs: number;
}

// automation_settings: its one row.
@Injectable()
export class AutomationSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async read(tx: EntityManager = this.db.manager): Promise<AutomationSettings> {
    const [row] = (await tx.query(
      'SELECT tracking, clock_offset_ms::float8 AS "clockOffsetMs" FROM automation_settings WHERE id = 1',
    )) as AutomationSettings[];
    return row;
  }

  async setTracking(tracking: boolean): Promise<void> {
    await this.db.query('UPDATE automation_settings SET tracking = $1 WHERE id = 1', [tracking]);
  }

  // moves the clock on (one statement: two moves at once add up); answers the new offset
  async advanceClock(ms: number): Promise<number> {
    const [[row]] = (await this.db.query(
      'UPDATE automation_settings SET clock_offset_ms = clock_offset_ms + $1 WHERE id = 1 RETURNING clock_offset_ms::float8 AS offset',
      [ms],
    )) as [{ offset: number }[], number];
    return row.offset;
  }
}
