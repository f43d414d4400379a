import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const MEMBERSHIP_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'cancelled'] as const;
// incomplete: started, its first payment (or its card, for a trial) not given yet; trialing: in its
// free trial; active: paid for the current period; past_due: a renewal failed, access kept through
// the grace period; cancelled: ended (at the period's end, after the grace period, or by the owner)
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export type BillingInterval = 'month' | 'year';
export type BillingProviderName = 'offline' | 'stripe';

// An account's membership (migration 1764690000000): one not cancelled per account (a unique index).
@Entity('memberships')
export class MembershipEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  // the tier's product id
  @Column({ name: 'tier_id', type: 'integer' })
  tierId: number;

  @Column({ type: 'varchar', length: 5 })
  interval: BillingInterval;

  @Column({ type: 'varchar', length: 10 })
  status: MembershipStatus;

  // what the next renewal charges (the server's price when it started or changed tier)
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  // owed back to the member (a change to a cheaper tier): taken off the next charges
  @Column({ name: 'credit_cents', type: 'integer', default: 0 })
  creditCents: number;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'trial_ends_at', type: 'timestamptz', nullable: true })
  trialEndsAt: Date | null;

  // cancelled by the member: access until current_period_end, then it ends (resume before then)
  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  // when the renewal first failed (past_due): access ends grace_days after it
  @Column({ name: 'past_due_since', type: 'timestamptz', nullable: true })
  pastDueSince: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'varchar', length: 10 })
  provider: BillingProviderName;

  @Column({ name: 'provider_customer_id', type: 'varchar', length: 100, nullable: true })
  providerCustomerId: string | null;

  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 100, nullable: true, unique: true })
  providerSubscriptionId: string | null;

  // the card on file at the provider (Stripe: the payment method; offline: the test card's kind)
  @Column({ name: 'provider_payment_method_id', type: 'varchar', length: 100, nullable: true })
  providerPaymentMethodId: string | null;

  // the card on file, as the member reads it
  @Column({ name: 'card_brand', type: 'varchar', length: 20, nullable: true })
  cardBrand: string | null;

  @Column({ name: 'card_last4', type: 'char', length: 4, nullable: true })
  cardLast4: string | null;

  // when it first gave access (its trial or its first payment), on the billing clock
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  // when the member asked to cancel at the period's end (null again once resumed)
  @Column({ name: 'cancel_requested_at', type: 'timestamptz', nullable: true })
  cancelRequestedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
