// How a plan's total is split: equal instalments in whole cents, the first taking what does not
// divide ($100 in 3: $33.34, $33.33, $33.33), so they add up to the total exactly.
export function instalmentAmounts(totalCents: number, count: number): number[] {
  const each = Math.floor(totalCents / count);
  return [totalCents - each * (count - 1), ...Array<number>(count - 1).fill(each)];
}

// The least a plan may have, and the most (Kajabi's range); each instalment at least what a card
// can be charged (Stripe's minimum).
export const PLAN_MIN_INSTALMENTS = 2;
export const PLAN_MAX_INSTALMENTS = 12;
export const MIN_INSTALMENT_CENTS = 50;
