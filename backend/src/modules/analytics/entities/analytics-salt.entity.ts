import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// The salt of one day (migration 1764620000000-analytics): 32 random bytes hashed into that day's
// visitor ids, deleted once its day is over and never backed up, so no id can be recomputed later.
@Entity('analytics_salts')
export class AnalyticsSaltEntity {
  // YYYY-MM-DD in the site's time zone when it was stamped
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'bytea' })
  salt: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
