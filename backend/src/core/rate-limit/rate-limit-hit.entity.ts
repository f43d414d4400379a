import { Column, Entity, PrimaryColumn } from 'typeorm';

// One fixed-window counter: `count` requests under `key` since `windowStart`.
@Entity('rate_limit_hits')
export class RateLimitHitEntity {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key: string;

  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'integer' })
  count: number;
}
