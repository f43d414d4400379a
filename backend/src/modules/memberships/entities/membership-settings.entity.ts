import { Column, Entity, PrimaryColumn } from 'typeorm';

export type OwnerMembershipMail = 'each' | 'digest' | 'none';

// The owner's membership settings, one row (migration 1764690000000).
@Entity('membership_settings')
export class MembershipSettingsEntity {
  @PrimaryColumn({ type: 'boolean', default: true })
  id: boolean;

  // how long a member whose renewal failed keeps access while it is retried
  @Column({ name: 'grace_days', type: 'integer', default: 7 })
  graceDays: number;

  // the owner's mail of a new member or a cancellation: each at once, a daily digest, or none
  @Column({ name: 'owner_mail', type: 'varchar', length: 6, default: 'each' })
  ownerMail: OwnerMembershipMail;

  // the offline provider's clock: how far it is ahead of the real one (tests and the owner's demo
  // move it on; never with Stripe)
  @Column({ name: 'clock_offset_ms', type: 'bigint', default: 0, transformer: { from: Number, to: (v: number) => v } })
  clockOffsetMs: number;
}
