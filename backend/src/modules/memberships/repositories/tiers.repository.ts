import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import type { BillingInterval } from '../entities/membership.entity';
import { MembershipTierEntity } from '../entities/membership-tier.entity';

// The tiers' own fields (membership_tiers); their titles, slugs and archived state are the products'.
@Injectable()
export class TiersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  find(productId: number, tx?: EntityManager): Promise<MembershipTierEntity | null> {
    return this.rows(tx).findOneBy({ productId });
  }

  all(): Promise<MembershipTierEntity[]> {
    return this.rows().find({ order: { rank: 'ASC', productId: 'ASC' } });
  }

  save(tier: Omit<MembershipTierEntity, 'updatedAt'>, tx?: EntityManager): Promise<MembershipTierEntity> {
    return this.rows(tx).save(this.rows(tx).create(tier));
  }

  // Stripe's product of the tier, made on first need (the first one kept wins)
  async keepStripeProduct(productId: number, stripeProductId: string): Promise<void> {
    await this.rows().update({ productId, stripeProductId: IsNull() }, { stripeProductId });
  }

  // Stripe's price of the tier for the interval, kept while the tier still costs `cents` then
  async keepStripePrice(productId: number, interval: BillingInterval, cents: number, priceId: string): Promise<void> {
    if (interval === 'month')
      await this.rows().update({ productId, monthlyCents: cents }, { stripeMonthlyPriceId: priceId });
    else await this.rows().update({ productId, yearlyCents: cents }, { stripeYearlyPriceId: priceId });
  }

  // how many memberships of each tier give access now
  async liveMembers(): Promise<Map<number, number>> {
    const rows = (await this.db.query(
      `SELECT tier_id AS id, count(*)::int AS n FROM memberships
        WHERE status IN ('trialing', 'active', 'past_due') GROUP BY tier_id`,
    )) as { id: number; n: number }[];
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  private rows(tx: EntityManager = this.db.manager) {
    return tx.getRepository(MembershipTierEntity);
  }
}
