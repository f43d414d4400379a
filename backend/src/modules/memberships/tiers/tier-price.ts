import { parsePrice, PRICE_PATTERN } from '../../commerce';
import type { BillingInterval } from '../entities/membership.entity';
import type { MembershipTierEntity } from '../entities/membership-tier.entity';

// A tier's price as the owner types it, the shop's way (commerce's pattern and reading): "19",
// "19.50", "$1,900" (at most $9,999,999.99); null when it is not one.
export { PRICE_PATTERN } from '../../commerce';
export const centsOf = (text: string): number | null => (PRICE_PATTERN.test(text.trim()) ? parsePrice(text) : null);

// the tier's price for an interval (null: not offered)
export const tierPrice = (tier: MembershipTierEntity, interval: BillingInterval): number | null =>
  interval === 'month' ? tier.monthlyCents : tier.yearlyCents;

// what the tier's product costs in the shop: its monthly price, else its yearly one
export const productPriceOf = (tier: Pick<MembershipTierEntity, 'monthlyCents' | 'yearlyCents'>): number =>
  (tier.monthlyCents ?? tier.yearlyCents)!;
