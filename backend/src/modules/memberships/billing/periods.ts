import { addMonths } from '../../../core/time/months';
import type { BillingInterval } from '../entities/membership.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDaysTo = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);

// The end of a period that starts at `start`: a month or a year later (addMonths).
export const periodEnd = (start: Date, interval: BillingInterval): Date =>
  addMonths(start, interval === 'month' ? 1 : 12);

// Failed renewals are tried again 1, 3 and 5 days after the first failure, then no more: the
// grace period decides when access ends.
export const RETRY_DAYS = [1, 3, 5] as const;

// When the attempt after the `attempt`th failed one is due (null: none left).
export function nextAttemptAt(firstFailure: Date, attempt: number): Date | null {
  const days = RETRY_DAYS[attempt - 1];
  return days === undefined ? null : addDaysTo(firstFailure, days);
}

export interface ProrationInput {
  now: Date;
  period: { start: Date; end: Date };
  currentPriceCents: number;
  newPriceCents: number;
  // a change of interval starts a new period now, paid in full
  newPeriod: { start: Date; end: Date } | null;
  creditCents: number;
}

export interface Proration {
  // the unused part of the current period's price, given back as credit
  unusedCents: number;
  // the new price for the rest of the period (or the whole new period)
  owedCents: number;
  // charged now, after the unused part and the credit the member had
  chargeCents: number;
  // the credit left for the next charges
  creditAfterCents: number;
}

// What a change of tier costs now: the unused part of the current price is credited, the new
// price charged for what is left of the period (or for a whole new one), the member's credit
// taken off; what the credit does not use is kept for the next charges.
export function prorate(input: ProrationInput): Proration {
  const { start, end } = input.period;
  const total = end.getTime() - start.getTime();
  const left = Math.min(total, Math.max(0, end.getTime() - input.now.getTime()));
  const share = total > 0 ? left / total : 0;
  const unusedCents = Math.round(input.currentPriceCents * share);
  const owedCents = input.newPeriod ? input.newPriceCents : Math.round(input.newPriceCents * share);
  const net = owedCents - unusedCents - input.creditCents;
  return { unusedCents, owedCents, chargeCents: Math.max(0, net), creditAfterCents: Math.max(0, -net) };
}
