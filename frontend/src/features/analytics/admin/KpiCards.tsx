import type { AnalyticsSummaryDto, AnalyticsTotalsDto } from './api';
import { FigureCard } from './FigureCard';
import type { FigureKind } from './figures';

const FIGURES: { key: keyof AnalyticsTotalsDto; title: string; kind: FigureKind; lowerIsBetter?: true }[] = [
  { key: 'visitors', title: 'Visitors', kind: 'count' },
  { key: 'views', title: 'Page views', kind: 'count' },
  { key: 'visits', title: 'Visits', kind: 'count' },
  { key: 'bounceRate', title: 'Bounce rate', kind: 'rate', lowerIsBetter: true },
  { key: 'subscribers', title: 'New subscribers', kind: 'count' },
  { key: 'confirmedRate', title: 'Confirmed rate', kind: 'rate' },
  { key: 'orders', title: 'Orders', kind: 'count' },
  { key: 'revenueCents', title: 'Revenue', kind: 'cents' },
  { key: 'conversionRate', title: 'Conversion rate', kind: 'rate' },
];

// The period's figures, each beside the period of the same length before it.
export function KpiCards({ summary }: { summary: AnalyticsSummaryDto | undefined }) {
  return (
    <div className="analytics-figures">
      {FIGURES.map(({ key, ...figure }) => (
        <FigureCard
          key={key}
          {...figure}
          current={summary?.current[key]}
          previous={summary?.previous[key]}
          against="the period before"
        />
      ))}
    </div>
  );
}
