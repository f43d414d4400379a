import { Alert, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../api';
import { dayIn } from '../../../lib/time-zones';
import { MembersInRange } from '../../memberships/admin';
import { useSiteTimeZone } from '../../site/admin';
import { useGetAnalyticsSummaryQuery } from './api';
import { KpiCards } from './KpiCards';
import { OfferFigures } from './OfferFigures';
import { type Choice, RangeToolbar } from './RangeToolbar';
import { type DayRange, presetRange, rangeText } from './report-range';
import { ReportTables } from './ReportTables';

// recharts is the tab's alone: in a chunk of its own, loaded when the tab shows
const VisitorsChart = lazy(() => import('./VisitorsChart').then((m) => ({ default: m.VisitorsChart })));

// The admin's 'Analytics' tab (issue 34): the figures of a range of days beside those of the range
// before, visitors and views by day, and the reports of pages, sources, posts and devices. Its days
// are the site's (its time zone, Site settings), as the API counts them: read that first.
export function AnalyticsTab() {
  const siteZone = useSiteTimeZone();
  return siteZone ? (
    <AnalyticsReports siteZone={siteZone} />
  ) : (
    <div className="analytics-admin" aria-busy="true">
      <Skeleton active />
    </div>
  );
}

function AnalyticsReports({ siteZone }: { siteZone: string }) {
  const [choice, setChoice] = useState<Choice>('7d');
  const [range, setRange] = useState<DayRange>(() => presetRange('7d', siteZone));
  const summary = useGetAnalyticsSummaryQuery(range);
  const data = summary.currentData;
  const before = data && rangeText({ from: data.previousFrom, to: data.previousTo });

  const choose = (next: Choice) => {
    setChoice(next);
    if (next !== 'custom') setRange(presetRange(next, siteZone));
  };
  const pick = (days: DayRange) => {
    setChoice('custom');
    setRange(days);
  };

  return (
    <div className="analytics-admin">
      <RangeToolbar choice={choice} range={range} today={dayIn(siteZone)} onPreset={choose} onRange={pick} />
      <p className="analytics-admin__range" aria-live="polite">
        {rangeText(range)}
        {before && `, compared with ${before}`}
      </p>
      {summary.error ? (
        <Alert type="error" showIcon title={errorMessage(summary.error)} />
      ) : (
        <>
          <KpiCards summary={data} />
          <OfferFigures summary={data} />
          <MembersInRange from={range.from} to={range.to} />
          <Suspense fallback={<div className="analytics-chart analytics-chart--loading" />}>
            {data && <VisitorsChart series={data.series} />}
          </Suspense>
        </>
      )}
      <ReportTables range={range} />
    </div>
  );
}
