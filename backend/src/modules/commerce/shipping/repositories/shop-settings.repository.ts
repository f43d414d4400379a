import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// The shop's own settings, one row (migration 1764550000000): the flat shipping rate.
@Injectable()
export class ShopSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async shippingRateCents(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT shipping_rate_cents AS cents FROM shop_settings WHERE id = 1`,
    )) as {
      cents: number;
    }[];
    return row?.cents ?? 0;
  }

  async setShippingRateCents(cents: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO shop_settings (id, shipping_rate_cents, updated_at) VALUES (1, $1, now())
       ON CONFLICT (id) DO UPDATE SET shipping_rate_cents = $1, updated_at = now()`,
      [cents],
    );
  }
}
