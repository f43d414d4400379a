import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

// The known_devices table (migration 1764890000000): the browsers each account signed in from.
@Injectable()
export class KnownDevicesRepository {
  // Records the device; answers whether it is new to an account that had signed in from others.
  // One statement: two sign-ins from new browsers at once each see the other's row or none, and
  // both are new; the account's first device is nobody's news.
  async seen(tx: EntityManager, userId: number, deviceHash: string): Promise<boolean> {
    const rows: { news: boolean }[] = await tx.query(
      `WITH others AS (
         SELECT EXISTS (SELECT 1 FROM known_devices WHERE user_id = $1 AND device_hash <> $2) AS any
       ), upsert AS (
         INSERT INTO known_devices (user_id, device_hash) VALUES ($1, $2)
         ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = now()
         RETURNING (xmax = 0) AS inserted
       )
       SELECT (upsert.inserted AND others.any) AS news FROM upsert, others`,
      [userId, deviceHash],
    );
    return rows[0]?.news === true;
  }
}
