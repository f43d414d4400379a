import type { BillingInterval, MyMembershipDto, TierDto } from '../api';

// How the member's screens say a membership's state, days and intervals. Every amount is the
// server's ("$19", "$19 a month"); the one sum made here is the yearly price's saving, from the
// tier's two prices as the server wrote them.

type Status = MyMembershipDto['status'];

// the words of each status, as a member reads them (a cancelled one that still gives access:
// 'Cancelling')
const STATUS_WORDS: Record<Status, string> = {
  incomplete: 'Not started',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment failed',
  cancelled: 'Ended',
};

export const statusWords = (membership: Pick<MyMembershipDto, 'status' | 'cancelAtPeriodEnd'>) =>
  membership.cancelAtPeriodEnd && membership.status !== 'cancelled' ? 'Cancelling' : STATUS_WORDS[membership.status];

export const STATUS_OPTIONS = (Object.keys(STATUS_WORDS) as Status[]).map((value) => ({
  value,
  label: STATUS_WORDS[value],
}));

export const INTERVAL_WORDS: Record<BillingInterval, string> = { month: 'Monthly', year: 'Yearly' };

// 'April 3, 2026', where the member is
const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
export const dayText = (iso: string) => DAY.format(new Date(iso));

const DAY_MS = 86_400_000;

// the day a trial of `days` days started now ends
export const trialEndText = (days: number, now = Date.now()) => dayText(new Date(now + days * DAY_MS).toISOString());

// "$19" → 1900, "$1,299.50" → 129950
const centsOf = (price: string) => Math.round(Number(price.replace(/[$,\s]/g, '')) * 100);

// 3800 → "$38", 3850 → "$38.50"
const priceOf = (cents: number) => {
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  return cents % 100 ? `$${dollars}.${String(cents % 100).padStart(2, '0')}` : `$${dollars}`;
};

// What paying yearly saves against twelve monthly payments ('$38'), when both prices exist and it does.
export function yearlySaving({ monthlyPrice, yearlyPrice }: Pick<TierDto, 'monthlyPrice' | 'yearlyPrice'>) {
  if (!monthlyPrice || !yearlyPrice) return null;
  const saved = 12 * centsOf(monthlyPrice) - centsOf(yearlyPrice);
  return saved > 0 ? priceOf(saved) : null;
}

// what a receipt paid for
export const RECEIPT_KINDS: Record<MyMembershipDto['receipts'][number]['kind'], string> = {
  first: 'First payment',
  renewal: 'Renewal',
  change: 'Change of tier',
};

// a membership that gives access now (a trial, paid, or past due within its grace period)
export const givesAccess = (membership: Pick<MyMembershipDto, 'status'> | null | undefined) =>
  membership?.status === 'trialing' || membership?.status === 'active' || membership?.status === 'past_due';
