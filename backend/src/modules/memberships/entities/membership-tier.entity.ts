import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// A membership tier: a product of the 'membership' type (its title, description, slug, image and
// archived state are the product's) and what only a tier has (migration 1764690000000). A higher
// rank includes what the lower ranks' posts are for ("a tier and above").
@Entity('membership_tiers')
export class MembershipTierEntity {
  @PrimaryColumn({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ type: 'integer', default: 1 })
  rank: number;

  // at least one of the two is set
  @Column({ name: 'monthly_cents', type: 'integer', nullable: true })
  monthlyCents: number | null;

  @Column({ name: 'yearly_cents', type: 'integer', nullable: true })
  yearlyCents: number | null;

  // 0: no trial
  @Column({ name: 'trial_days', type: 'integer', default: 0 })
  trialDays: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  benefits: string[];

  // members of this tier get the paid edition of the daily e-mail (the whole post)
  @Column({ name: 'paid_newsletter', type: 'boolean', default: false })
  paidNewsletter: boolean;

  // products (courses) a member has while the membership lasts
  @Column({ name: 'included_product_ids', type: 'integer', array: true, default: () => "'{}'" })
  includedProductIds: number[];

  // Stripe Billing's product and prices for this tier, made on first need
  @Column({ name: 'stripe_product_id', type: 'varchar', length: 100, nullable: true })
  stripeProductId: string | null;

  @Column({ name: 'stripe_monthly_price_id', type: 'varchar', length: 100, nullable: true })
  stripeMonthlyPriceId: string | null;

  @Column({ name: 'stripe_yearly_price_id', type: 'varchar', length: 100, nullable: true })
  stripeYearlyPriceId: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
