import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSiteTimeZone } from '../../site/admin';
import { useGetAnalyticsSummaryQuery } from './api';
import { FigureCard } from './FigureCard';
import { presetRange } from './report-range';

// The Overview's card of analytics: the visitors of the site's last 7 days (its time zone, as the
// API counts them) beside the 7 days before, and the way to the Analytics tab.
export function VisitorsCard() {
  const siteZone = useSiteTimeZone();
  const range = useMemo(() => siteZone && presetRange('7d', siteZone), [siteZone]);
  const { currentData: summary, error } = useGetAnalyticsSummaryQuery(range || skipToken);
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
