import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsSummaryDto } from './api';

// recharts (and what it brings: redux, immer) loads with this module alone, lazily, so only the
// Analytics tab carries it: never a public page's first load.

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));

// Visitors and page views of each day of the range.
export function VisitorsChart({ series }: { series: AnalyticsSummaryDto['series'] }) {
  return (
    <figure className="analytics-chart" aria-label="Visitors and page views per day">
      <AreaChart data={series} responsive style={{ width: '100%', height: 280 }} margin={{ left: 0, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} />
        <YAxis allowDecimals={false} width={48} />
        <Tooltip labelFormatter={(day) => shortDay(String(day))} />
        <Legend />
        <Area type="monotone" dataKey="views" name="Page views" stroke="#12355b" fill="#12355b" fillOpacity={0.12} />
        <Area type="monotone" dataKey="visitors" name="Visitors" stroke="#0f766e" fill="#0f766e" fillOpacity={0.2} />
      </AreaChart>
    </figure>
  );
}
