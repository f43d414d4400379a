import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsSummaryDto } from './api';
import { figureText } from './figures';
import { dayText } from './report-range';

// recharts (and what it brings: redux, immer) loads with this module alone, lazily, so only the
// Analytics tab carries it: never a public page's first load.

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));

const CAPTION = 'Visitors and page views per day';

// Visitors and page views of each day of the range: drawn, and for a screen reader the same
// figures as a table (hidden from sight).
export function VisitorsChart({ series }: { series: AnalyticsSummaryDto['series'] }) {
  const captionId = useId();
  return (
    // named by its caption (said outright: not every reader takes a figure's name from it)
    <figure className="analytics-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="analytics-chart__caption">
        {CAPTION}
      </figcaption>
      <AreaChart data={series} responsive style={{ width: '100%', height: 280 }} margin={{ left: 0, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} />
        <YAxis allowDecimals={false} width={48} />
        <Tooltip labelFormatter={(day) => shortDay(String(day))} />
        <Legend />
        <Area type="monotone" dataKey="views" name="Page views" stroke="#12355b" fill="#12355b" fillOpacity={0.12} />
        <Area type="monotone" dataKey="visitors" name="Visitors" stroke="#0f766e" fill="#0f766e" fillOpacity={0.2} />
      </AreaChart>
      <table className="sr-only">
        <caption>{CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {series.map(({ day, visitors, views }) => (
            <tr key={day}>
              <th scope="row">{dayText(day)}</th>
              <td>{figureText(visitors, 'count')}</td>
              <td>{figureText(views, 'count')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
