import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type DeviceClass = 'desktop' | 'mobile' | 'tablet';

// One page view as counted (migration 1764620000000-analytics): no address, no user agent, only the
// day's visitor id (a salted hash of both), kept ANALYTICS_RAW_DAYS days.
@Entity('page_views')
export class PageViewEntity {
  // bigserial: pg returns it as a string
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'viewed_at', type: 'timestamptz' })
  viewedAt: Date;

  // YYYY-MM-DD in the site's time zone when it was stamped
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'char', length: 32 })
  visitor: string;

  @Column({ type: 'varchar', length: 500 })
  path: string;

  @Column({ name: 'referrer_host', type: 'varchar', length: 255, nullable: true })
  referrerHost: string | null;

  @Column({ name: 'utm_source', type: 'varchar', length: 200, nullable: true })
  utmSource: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: 200, nullable: true })
  utmMedium: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: 200, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: 10 })
  device: DeviceClass;
}
