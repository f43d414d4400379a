// Factories of memberships, through memberships' entities (its joining and billing routes are not
// there yet): a tier's own row beside its product (the product made through the admin's
// POST /api/products with type 'membership', members-only/members-helpers.ts), and an account's
// membership in a state, as billing leaves it.
import { Not } from 'typeorm';
import { MembershipTierEntity } from '../../../src/modules/memberships/entities/membership-tier.entity';
import { MembershipEntity, type MembershipStatus } from '../../../src/modules/memberships/entities/membership.entity';
import type { TestContext } from '../test-context';

export interface TierFields {
  // 1 to 100: a higher rank reads what a lower one reads
  rank: number;
  monthlyCents?: number;
  // its members get the paid edition of the daily e-mail (the whole post)
  paidNewsletter?: boolean;
  // the products (courses) its members have while their membership lasts
  includedProductIds?: number[];
}

// The product `productId` (of type 'membership') is a tier with these fields.
export async function makeTierRow(t: TestContext, productId: number, fields: TierFields): Promise<void> {
  await t.dataSource.getRepository(MembershipTierEntity).save({
    productId,
    rank: fields.rank,
    monthlyCents: fields.monthlyCents ?? 900,
    yearlyCents: null,
    paidNewsletter: fields.paidNewsletter ?? false,
    includedProductIds: fields.includedProductIds ?? [],
    benefits: [],
  });
}

// The account has a monthly membership of the tier in this state (active: paid for the month
// that started now), as the offline provider leaves it.
export async function makeMembership(
  t: TestContext,
  userId: number,
  tierId: number,
  status: MembershipStatus = 'active',
): Promise<void> {
  const memberships = t.dataSource.getRepository(MembershipEntity);
  const now = new Date();
  const inAMonth = new Date(now.getTime() + 30 * 24 * 3600_000);
  await memberships.save(
    memberships.create({
      userId,
      tierId,
      interval: 'month',
      status,
      priceCents: 900,
      currentPeriodStart: now,
      currentPeriodEnd: inAMonth,
      provider: 'offline',
    }),
  );
}

// The account's membership has ended (cancelled now), as the end of a period after Cancel leaves it.
export async function endMembership(t: TestContext, userId: number): Promise<void> {
  await t.dataSource
    .getRepository(MembershipEntity)
    .update({ userId, status: Not('cancelled') }, { status: 'cancelled', endedAt: new Date() });
}
