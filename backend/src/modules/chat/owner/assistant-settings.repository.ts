import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// assistant_settings (its one row), and the conversations it says to keep no longer.
@Injectable()
export class AssistantSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async retentionDays(): Promise<number> {
    const [row] = (await this.db.query('SELECT retention_days AS days FROM assistant_settings WHERE id = 1')) as {
      days: number;
    }[];
    return row.days;
  }

  async setRetentionDays(days: number): Promise<void> {
    await this.db.query('UPDATE assistant_settings SET retention_days = $1 WHERE id = 1', [days]);
  }

  // Deletes up to `limit` conversations whose last question is older than the settings keep (their
  // questions go with them); answers how many. Rows another replica is deleting are skipped.
  async deleteExpired(limit: number): Promise<number> {
    const [, deleted] = (await this.db.query(
      `DELETE FROM assistant_conversations WHERE id IN (
         SELECT id FROM assistant_conversations
          WHERE last_at < now() - make_interval(days => (SELECT retention_days FROM assistant_settings WHERE id = 1))
          ORDER BY last_at LIMIT $1 FOR UPDATE SKIP LOCKED)`,
      [limit],
    )) as [unknown, number];
    return deleted;
  }
}
