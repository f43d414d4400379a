import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Brackets, Repository } from 'typeorm';
import type { ConversionKind } from '../../../core/analytics/visit-attribution';
import { AnalyticsConversionEntity } from '../entities/analytics-conversion.entity';
import { VISIT_GAP, visitViewsSql } from '../visits.sql';

// Where a visit entered: its first page and that view's source.
export interface VisitEntry {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export type ConversionRow = Pick<AnalyticsConversionEntity, 'kind' | 'refId'> & { entry: VisitEntry | null };

interface EntryRow {
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

// analytics_conversions, and the visit a conversion came from (the visit rule of visits.sql.ts).
@Injectable()
export class ConversionsRepository {
  constructor(
    @InjectRepository(AnalyticsConversionEntity) private readonly conversions: Repository<AnalyticsConversionEntity>,
  ) {}

  // The entry of `visitor`'s visit under way at `at` on `day`: the start of the visit of their last
  // view up to then, when that view is under the visit gap before `at` (a later one would have
  // begun a new visit). Null when they have no view that day, or none that recent.
  async entryOf(tx: EntityManager, visitor: string, day: string, at: Date): Promise<VisitEntry | null> {
    const [row]: EntryRow[] = await tx.query(
      `WITH views AS (${visitViewsSql('p.visitor = $1 AND p.day = $2::date AND p.viewed_at <= $3')})
       SELECT path, referrer_host, utm_source, utm_medium, utm_campaign FROM views
        WHERE starts AND $3::timestamptz - (SELECT max(viewed_at) FROM views) < ${VISIT_GAP}
        ORDER BY viewed_at DESC, id DESC LIMIT 1`,
      [visitor, day, at],
    );
    return row
      ? {
          path: row.path,
          referrerHost: row.referrer_host,
          utmSource: row.utm_source,
          utmMedium: row.utm_medium,
          utmCampaign: row.utm_campaign,
        }
      : null;
  }

  // once per subscriber or order: a second record of the same one changes nothing
  async insert(
    tx: EntityManager,
    conversion: { kind: ConversionKind; refId: number; day: string; entry: VisitEntry | null },
  ): Promise<void> {
    const { kind, refId, day, entry } = conversion;
    await tx.query(
      `INSERT INTO analytics_conversions (kind, ref_id, day, entry_path, referrer_host, utm_source, utm_medium, utm_campaign)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (kind, ref_id) DO NOTHING`,
      [
        kind,
        refId,
        day,
        entry?.path ?? null,
        entry?.referrerHost ?? null,
        entry?.utmSource ?? null,
        entry?.utmMedium ?? null,
        entry?.utmCampaign ?? null,
      ],
    );
  }

  // Those whose visit was found of: the subscribers of the days from `from` to `to`, and the orders
  // `orderIds` (the range's paid ones, whatever day their checkout began).
  async attributedOf(from: string, to: string, orderIds: number[]): Promise<ConversionRow[]> {
    const rows = await this.conversions
      .createQueryBuilder('c')
      .where(
        new Brackets((of) =>
          of
            .where(`c.kind = 'subscriber' AND c.day BETWEEN :from AND :to`, { from, to })
            .orWhere(`c.kind = 'order' AND c.refId = ANY(:orderIds)`, { orderIds }),
        ),
      )
      .andWhere('c.entryPath IS NOT NULL')
      .getMany();
    return rows.map((c) => ({
      kind: c.kind,
      refId: c.refId,
      entry: {
        path: c.entryPath!,
        referrerHost: c.referrerHost,
        utmSource: c.utmSource,
        utmMedium: c.utmMedium,
        utmCampaign: c.utmCampaign,
      },
    }));
  }
}
