import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MembershipSettingsEntity, type OwnerMembershipMail } from '../entities/membership-settings.entity';

// The owner's membership settings and the offline clock: one row, made by the migration.
@Injectable()
export class MembershipSettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  read(tx: EntityManager = this.db.manager): Promise<MembershipSettingsEntity> {
    return tx.getRepository(MembershipSettingsEntity).findOneByOrFail({ id: true });
  }

  // the fields given (none: nothing to write)
  async save(changes: { graceDays?: number; ownerMail?: OwnerMembershipMail }): Promise<MembershipSettingsEntity> {
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(given).length) await this.db.getRepository(MembershipSettingsEntity).update({ id: true }, given);
    return this.read();
  }

  // moves the offline clock on, in one statement (two owners at once both count); the new offset
  async advanceClock(ms: number): Promise<number> {
    const [row] = (await this.db.query(
      `UPDATE membership_settings SET clock_offset_ms = clock_offset_ms + $1 RETURNING clock_offset_ms AS "offset"`,
      [ms],
    )) as { offset: string }[];
    return Number(row.offset);
  }
}
