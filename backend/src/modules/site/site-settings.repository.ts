import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SiteSettingsEntity } from './entities/site-settings.entity';

// every replica LISTENs on it and drops its copy of the settings
export const SITE_SETTINGS_CHANNEL = 'site_settings_changed';

export type SiteSettingsChange = Partial<Omit<SiteSettingsEntity, 'id' | 'updatedAt'>>;

// The one row of site_settings (made by its migration).
@Injectable()
export class SiteSettingsRepository {
  constructor(@InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>) {}

  get(): Promise<SiteSettingsEntity> {
    return this.settings.findOneByOrFail({ id: 1 });
  }

  // Changes the row and NOTIFYs every replica, in one transaction (the notification goes out when
  // it commits). The row is locked meanwhile, so `before` is exactly what this change replaced.
  update(change: SiteSettingsChange): Promise<{ before: SiteSettingsEntity; after: SiteSettingsEntity }> {
    return this.settings.manager.transaction(async (tx) => {
      const rows = tx.getRepository(SiteSettingsEntity);
      const before = await rows.findOneOrFail({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      await rows.update({ id: 1 }, { ...change, updatedAt: () => 'now()' });
      await tx.query(`NOTIFY ${SITE_SETTINGS_CHANNEL}`);
      return { before, after: await rows.findOneByOrFail({ id: 1 }) };
    });
  }
}
