import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ConversionKind } from '../../../core/analytics/visit-attribution';

// A new subscriber or order with the entry page and source of the visit it came from (migration
// 1764620000000-analytics): never the visitor, never the time of day. A null entry: no visit found.
@Entity('analytics_conversions')
export class AnalyticsConversionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 12 })
  kind: ConversionKind;

  @Column({ name: 'ref_id', type: 'integer' })
  refId: number;

  // YYYY-MM-DD in the site's time zone when it was stamped
  @Column({ type: 'date' })
  day: string;

  @Column({ name: 'entry_path', type: 'varchar', length: 500, nullable: true })
  entryPath: string | null;

  @Column({ name: 'referrer_host', type: 'varchar', length: 255, nullable: true })
  referrerHost: string | null;

  @Column({ name: 'utm_source', type: 'varchar', length: 200, nullable: true })
  utmSource: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: 200, nullable: true })
  utmMedium: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: 200, nullable: true })
  utmCampaign: string | null;
}
