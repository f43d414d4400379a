import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ConversionKind } from '../../../core/analytics/visit-attribution';

export interface AccountConversion {
  kind: ConversionKind;
  orderId: number | null;
  day: string;
  entryPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

// The conversions that are account $1's: those of its orders, and of the newsletter subscriber of
// its address. Found through commerce's orders and blog's subscribers by their tables (reading data,
// not importing those modules), before either lets go of the account (see the deletion's order).
const OF_ACCOUNT = `
  (c.kind = 'order' AND c.ref_id IN (SELECT o.id FROM orders o WHERE o.user_id = $1))
  OR (c.kind = 'subscriber' AND c.ref_id IN (
        SELECT s.id FROM subscribers s WHERE lower(s.email) = (SELECT lower(trim(u.email)) FROM users u WHERE u.id = $1)))`;

// An account's conversions, as its data export and its deletion see them.
@Injectable()
export class ConversionsPersonalDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  conversions(userId: number): Promise<AccountConversion[]> {
    return this.dataSource.query(
      `SELECT c.kind, CASE WHEN c.kind = 'order' THEN c.ref_id END AS "orderId", to_char(c.day, 'YYYY-MM-DD') AS day,
              c.entry_path AS "entryPath", c.referrer_host AS "referrerHost", c.utm_source AS "utmSource",
              c.utm_medium AS "utmMedium", c.utm_campaign AS "utmCampaign"
         FROM analytics_conversions c
        WHERE ${OF_ACCOUNT}
        ORDER BY c.day, c.id`,
      [userId],
    );
  }

  // in the deleting transaction, while the account, its orders' buyer and its subscriber row are there
  async remove(tx: EntityManager, userId: number): Promise<void> {
    await tx.query(`DELETE FROM analytics_conversions c WHERE ${OF_ACCOUNT}`, [userId]);
  }
}
