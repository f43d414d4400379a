import type { BillingInterval } from '../entities/membership.entity';
import type { MembershipTierEntity } from '../entities/membership-tier.entity';

// A tier's price as the owner types it, the shop's way: "19", "19.50", "$1,900" (at most
// $9,999,999.99); null when it is not one.
export const PRICE_PATTERN = /^\$?\d[\d,]{0,9}(\.\d{1,2})?$/;

export function centsOf(text: string): number | null {
  if (!PRICE_PATTERN.test(text.trim())) return null;
  const [whole, fraction = ''] = text.trim().replace(/^\$/, '').replace(/,/g, '').split('.');
  if (whole.length > 7) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

// the tier's price for an interval (null: not offered)
export const tierPrice = (tier: MembershipTierEntity, interval: BillingInterval): number | null =>
  interval === 'month' ? tier.monthlyCents : tier.yearlyCents;

// what the tier's product costs in the shop: its monthly price, else its yearly one
export const productPriceOf = (tier: Pick<MembershipTierEntity, 'monthlyCents' | 'yearlyCents'>): number =>
  (tier.monthlyCents ?? tier.yearlyCents)!;
