import type { AdminTierDto, SaveTierDto } from './api';

// A tier's form: its fields as the owner edits them (the benefits a line each).
export interface TierValues {
  rank: number;
  monthlyPrice: string;
  yearlyPrice: string;
  trialDays: number | null;
  benefits: string;
  paidNewsletter: boolean;
  includedProductIds: number[];
}

// a price as the server writes it ("$19.50") in a field that shows the "$" already: "19.50"
const fieldPrice = (price: string | null) => (price ?? '').replace(/^\$/, '');

// the form of a tier as saved (a tier never saved: rank 1, no price, no trial)
export const tierValues = (tier: AdminTierDto): TierValues => ({
  rank: tier.rank ?? 1,
  monthlyPrice: fieldPrice(tier.monthlyPrice),
  yearlyPrice: fieldPrice(tier.yearlyPrice),
  trialDays: tier.trialDays,
  benefits: tier.benefits.join('\n'),
  paidNewsletter: tier.paidNewsletter,
  includedProductIds: tier.includedProductIds,
});

// The whole tier, as PUT /api/admin/memberships/tiers/{productId} takes it: a blank price is none,
// the benefits' blank lines are dropped. The server checks the prices and makes every amount.
export const tierPayload = (values: TierValues): SaveTierDto => ({
  rank: values.rank,
  monthlyPrice: values.monthlyPrice.trim() || null,
  yearlyPrice: values.yearlyPrice.trim() || null,
  trialDays: values.trialDays ?? 0,
  benefits: values.benefits
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  paidNewsletter: values.paidNewsletter,
  includedProductIds: values.includedProductIds,
});
