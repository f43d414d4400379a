import {
  useListAnalyticsDevicesQuery,
  useListAnalyticsPagesQuery,
  useListAnalyticsPostsQuery,
  useListAnalyticsSourcesQuery,
} from './api';
import type { DayRange } from './report-range';
import { ReportTable } from './ReportTable';
import { DEVICE_COLUMNS, PAGE_COLUMNS, POST_COLUMNS, SOURCE_COLUMNS, sourceKey } from './reports';

// The range's tables: top pages, sources and campaigns, posts, devices; each exports as CSV.
export function ReportTables({ range }: { range: DayRange }) {
  const pages = useListAnalyticsPagesQuery(range);
  const sources = useListAnalyticsSourcesQuery(range);
  const posts = useListAnalyticsPostsQuery(range);
  const devices = useListAnalyticsDevicesQuery(range);
  return (
    <div className="analytics-reports">
      <ReportTable
        title="Top pages"
        fileName="pages"
        range={range}
        columns={PAGE_COLUMNS}
        rowKey={(p) => p.path}
        read={pages}
      />
      <ReportTable
        title="Sources and campaigns"
        fileName="sources"
        range={range}
        columns={SOURCE_COLUMNS}
        rowKey={sourceKey}
        read={sources}
      />
      <ReportTable
        title="Posts"
        fileName="posts"
        range={range}
        columns={POST_COLUMNS}
        rowKey={(p) => String(p.postId)}
        read={posts}
      />
      <ReportTable
        title="Devices"
        fileName="devices"
        range={range}
        columns={DEVICE_COLUMNS}
        rowKey={(d) => d.device}
        read={devices}
      />
    </div>
  );
}
