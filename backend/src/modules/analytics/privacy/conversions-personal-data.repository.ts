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

// What an account's conversions are of: its orders (commerce's ids) and the newsletter row of its
// address (blog's id, or none).
export interface AccountRefs {
  orderIds: number[];
  subscriberIds: number[];
}

const OF_ACCOUNT = `
  (c.kind = 'order' AND c.ref_id = ANY($1::int[])) OR (c.kind = 'subscriber' AND c.ref_id = ANY($2::int[]))`;

// An account's conversions, as its data export and its deletion see them.
@Injectable()
export class ConversionsPersonalDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  conversions(refs: AccountRefs): Promise<AccountConversion[]> {
    return this.dataSource.query(
      `SELECT c.kind, CASE WHEN c.kind = 'order' THEN c.ref_id END AS "orderId", to_char(c.day, 'YYYY-MM-DD') AS day,
              c.entry_path AS "entryPath", c.referrer_host AS "referrerHost", c.utm_source AS "utmSource",
              c.utm_medium AS "utmMedium", c.utm_campaign AS "utmCampaign"
         FROM analytics_conversions c
        WHERE ${OF_ACCOUNT}
        ORDER BY c.day, c.id`,
      [refs.orderIds, refs.subscriberIds],
    );
  }

  // in the deleting transaction
  async remove(tx: EntityManager, refs: AccountRefs): Promise<void> {
    await tx.query(`DELETE FROM analytics_conversions c WHERE ${OF_ACCOUNT}`, [refs.orderIds, refs.subscriberIds]);
  }
}
