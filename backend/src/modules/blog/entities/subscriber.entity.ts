import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A reader of the daily e-mail. Active (receiving it) only once confirmed: a request to subscribe
// leaves the row inactive with a pending confirmation until the link in its mail is clicked.
@Entity('subscribers')
export class SubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // stored trimmed and lower-cased; unique on lower(email)
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 64, unique: true })
  unsubscribeToken: string;

  @CreateDateColumn({ name: 'subscribed_at', type: 'timestamptz' })
  subscribedAt: Date;

  // when the address was last confirmed (its link clicked, or imported with consent); null: never
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  // SHA-256 of the newest confirmation link's token (the token itself is never stored)
  @Column({ name: 'confirm_token_hash', type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  // until when that link confirms; null once it has been used
  @Column({ name: 'confirm_expires_at', type: 'timestamptz', nullable: true })
  confirmExpiresAt: Date | null;

  // when the newest confirmation mail was queued (one per address every few minutes at most)
  @Column({ name: 'confirm_sent_at', type: 'timestamptz', nullable: true })
  confirmSentAt: Date | null;
}

export type SubscriberStatus = 'active' | 'pending' | 'inactive';

// active; pending: waiting for a click on a link that still works; inactive: unsubscribed, or a
// request that was never confirmed and has expired
export function subscriberStatus(s: SubscriberEntity, now = new Date()): SubscriberStatus {
  if (s.active) return 'active';
  return s.confirmExpiresAt && s.confirmExpiresAt > now ? 'pending' : 'inactive';
}
