import { Radio } from 'antd';
import type { BillingInterval, TierDto } from '../api';
import { INTERVAL_WORDS, yearlySaving } from '../lib/membership-words';

interface IntervalChoiceProps {
  tier: TierDto;
  interval: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  disabled?: boolean;
}

// The tier's price: Monthly or Yearly to choose from when it has both (the yearly one with what it
// saves), else the one it has.
export function IntervalChoice({ tier, interval, onChange, disabled }: IntervalChoiceProps) {
  const prices = { month: tier.monthlyPrice, year: tier.yearlyPrice };
  if (!prices.month || !prices.year) {
    const only: BillingInterval = prices.month ? 'month' : 'year';
    return (
      <p className="join-price">
        <strong>{prices[only]}</strong> a {only}
      </p>
    );
  }
  const saving = yearlySaving(tier);
  return (
    <Radio.Group
      className="join-intervals"
      aria-label="Billing"
      value={interval}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as BillingInterval)}
    >
      {(['month', 'year'] as const).map((each) => (
        <Radio.Button key={each} value={each} className="join-interval">
          <span className="join-interval__name">{INTERVAL_WORDS[each]}</span>{' '}
          <span className="join-interval__price">
            {prices[each]} a {each}
          </span>
          {each === 'year' && saving && (
            <>
              {' '}
              <span className="join-interval__saving">Save {saving} a year</span>
            </>
          )}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
