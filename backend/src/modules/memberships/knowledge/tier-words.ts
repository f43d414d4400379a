import type { MembershipTierEntity } from '../entities/membership-tier.entity';
import { priceWords } from '../membership-words';

// "Members pay $19 a month or $190 a year. It starts with a 14-day free trial."
export function tierTerms(t: MembershipTierEntity): string[] {
  const prices = [
    t.monthlyCents !== null ? priceWords(t.monthlyCents, 'month') : null,
    t.yearlyCents !== null ? priceWords(t.yearlyCents, 'year') : null,
  ].filter((p): p is string => p !== null);
  return [
    `Members pay ${prices.join(' or ')}.`,
    t.trialDays > 0 ? `It starts with a ${t.trialDays}-day free trial.` : 'It has no free trial.',
  ];
}
