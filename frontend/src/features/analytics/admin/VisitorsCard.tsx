import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetAnalyticsSummaryQuery } from './api';
import { FigureCard } from './FigureCard';
import { lastDays } from './report-range';

// The Overview's card of analytics: the visitors of the last 7 days beside the 7 days before, and
// the way to the Analytics tab.
export function VisitorsCard() {
  const [range] = useState(() => lastDays(7));
  const { currentData: summary, error } = useGetAnalyticsSummaryQuery(range);
  return (
    <FigureCard
      title="Visitors, last 7 days"
      kind="count"
      current={summary?.current.visitors}
      previous={summary?.previous.visitors}
      failed={!!error}
      against="the 7 days before"
    >
      <Link className="analytics-figure__link" to="/admin?tab=analytics">
        See all analytics
      </Link>
    </FigureCard>
  );
}
