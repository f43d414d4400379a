import { GiftFilled } from '@ant-design/icons';
import type { TierDto } from '../api';
import { trialEndText } from '../lib/membership-words';

// A tier's free trial, in the words of when the first charge comes.
export function TrialNote({ tier }: { tier: TierDto }) {
  if (!tier.trialDays) return null;
  return (
    <p className="join-trial">
      <GiftFilled aria-hidden /> Start your {tier.trialDays}-day free trial: you won&apos;t be charged until{' '}
      {trialEndText(tier.trialDays)}. Cancel before then and you pay nothing.
    </p>
  );
}
