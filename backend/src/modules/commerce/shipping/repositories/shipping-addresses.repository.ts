import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ShippingAddress } from '../../entities/shipping-address';

// The address each customer last shipped to, offered at their next checkout (migration
// 1764550000000; the row goes with the account).
@Injectable()
export class ShippingAddressesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: number): Promise<ShippingAddress | null> {
    const [row] = (await this.dataSource.query(`SELECT address FROM shipping_addresses WHERE user_id = $1`, [
      userId,
    ])) as { address: ShippingAddress }[];
    return row?.address ?? null;
  }

  async save(userId: number, address: ShippingAddress, tx: EntityManager = this.dataSource.manager): Promise<void> {
    await tx.query(
      `INSERT INTO shipping_addresses (user_id, address, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET address = $2, updated_at = now()`,
      [userId, JSON.stringify(address)],
    );
  }
}
