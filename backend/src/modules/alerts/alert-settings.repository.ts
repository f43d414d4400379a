import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AlertSettingsEntity } from './entities/alert-settings.entity';

// The one row of alert_settings.
@Injectable()
export class AlertSettingsRepository {
  constructor(@InjectRepository(AlertSettingsEntity) private readonly settings: Repository<AlertSettingsEntity>) {}

  // in `tx` when given, so an alert queued in a transaction reads on its connection
  async notificationEmail(tx?: EntityManager): Promise<string | null> {
    const rows = tx ? tx.getRepository(AlertSettingsEntity) : this.settings;
    return (await rows.findOneByOrFail({ id: 1 })).notificationEmail;
  }

  async setNotificationEmail(address: string | null): Promise<void> {
    await this.settings.update({ id: 1 }, { notificationEmail: address, updatedAt: () => 'now()' });
  }
}
