import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SuppressionReason } from './mail-suppression';

// One address that stopped, or that has soft bounces counted (reason null). See the migration
// 1764730000000-mail-suppressions.
@Entity('mail_suppressions')
export class MailSuppressionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  reason: SuppressionReason | null;

  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ name: 'suppressed_at', type: 'timestamptz', nullable: true })
  suppressedAt: Date | null;

  @Column({ name: 'soft_bounces', type: 'integer' })
  softBounces: number;

  @Column({ name: 'last_soft_bounce_at', type: 'timestamptz', nullable: true })
  lastSoftBounceAt: Date | null;
}
