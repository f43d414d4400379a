import { Alert, Card, Segmented, Statistic } from 'antd';
import { useState } from 'react';
import { addDays } from '../../../lib/zoned-time';
import { STATUS_OPTIONS } from '../lib/membership-words';
import { type MembershipFiguresDto, useGetMembershipFiguresQuery } from './api';

export const FIGURES_FAILED = 'Failed to load the figures. Please try again later.';
const PERIODS = [7, 30, 90, 365].map((days) => ({ value: days, label: `${days} days` }));
// the API's own period: the last 30 days of the site's calendar, today included
const DEFAULT_DAYS = 30;

// one figure in a card of its own, as the Overview shows its counts (the payment plans' totals too)
export const Figure = ({ title, value }: { title: string; value: string | number | undefined }) => (
  <Card className="memberships-figure" role="group" aria-label={title}>
    <Statistic title={title} value={value ?? '–'} loading={value === undefined} />
  </Card>
);

const total = (figures: MembershipFiguresDto | undefined, key: 'new' | 'churned') =>
  figures?.days.reduce((sum, day) => sum + day[key], 0);

// The figures: the memberships by status now, the monthly recurring revenue, and the members who
// started and ended in the last 7, 30, 90 or 365 days (the site's days: the API's default period
// ends on its today, from which the others are counted back).
export function FiguresPanel() {
  const [days, setDays] = useState(DEFAULT_DAYS);
  const today = useGetMembershipFiguresQuery({}).data?.days.at(-1)?.day;
  const range = days === DEFAULT_DAYS || !today ? {} : { from: addDays(today, 1 - days), to: today };
  const shown = useGetMembershipFiguresQuery(range, { skip: days !== DEFAULT_DAYS && !today });
  const { currentData: figures, isError } = shown;
  return (
    <div className="memberships-figures">
      {isError && <Alert type="error" showIcon title={FIGURES_FAILED} />}
      <div className="memberships-figures__grid">
        <Figure title="Monthly recurring revenue" value={figures?.mrr} />
        {STATUS_OPTIONS.filter(({ value }) => value !== 'incomplete').map(({ value, label }) => (
          <Figure key={value} title={label} value={figures?.counts[value]} />
        ))}
      </div>
      <Segmented aria-label="Period" options={PERIODS} value={days} onChange={setDays} />
      <div className="memberships-figures__grid">
        <Figure title={`New in ${days} days`} value={total(figures, 'new')} />
        <Figure title={`Churned in ${days} days`} value={total(figures, 'churned')} />
      </div>
    </div>
  );
}
