import type { AnalyticsDeviceDto, AnalyticsPageDto, AnalyticsPostDto, AnalyticsSourceDto } from './api';
import type { ReportColumn } from './ReportTable';

// The columns of the Analytics tab's tables (and of their CSV files).

const count = <Row>(title: string, value: (row: Row) => number): ReportColumn<Row> => ({ title, value, kind: 'count' });
const cents = <Row>(title: string, value: (row: Row) => number): ReportColumn<Row> => ({ title, value, kind: 'cents' });

export const PAGE_COLUMNS: ReportColumn<AnalyticsPageDto>[] = [
  { title: 'Page', value: (p) => p.path },
  { title: 'Title', value: (p) => p.title },
  count('Views', (p) => p.views),
  count('Visitors', (p) => p.visitors),
  count('Entries', (p) => p.entries),
  count('Subscribers', (p) => p.subscribers),
  count('Orders', (p) => p.orders),
  cents('Revenue', (p) => p.revenueCents),
];

// The Referrer column: the referring site; none for a campaign's link that came without one (an
// e-mail, an app: its tags say where from, whichever of them it has); 'Direct' for a visit with no
// referrer and no tag at all (typed in, a bookmark).
export const sourceName = (s: AnalyticsSourceDto) =>
  s.referrerHost ?? (s.utmSource || s.utmMedium || s.utmCampaign ? '' : 'Direct');

export const SOURCE_COLUMNS: ReportColumn<AnalyticsSourceDto>[] = [
  { title: 'Referrer', value: sourceName },
  { title: 'Source', value: (s) => s.utmSource },
  { title: 'Medium', value: (s) => s.utmMedium },
  { title: 'Campaign', value: (s) => s.utmCampaign },
  count('Visits', (s) => s.visits),
  count('Visitors', (s) => s.visitors),
  count('Subscribers', (s) => s.subscribers),
  count('Orders', (s) => s.orders),
  cents('Revenue', (s) => s.revenueCents),
];

export const POST_COLUMNS: ReportColumn<AnalyticsPostDto>[] = [
  { title: 'Post', value: (p) => p.title },
  count('Views', (p) => p.views),
  count('Visitors', (p) => p.visitors),
  count('Readers who subscribed', (p) => p.subscribers),
  count('Newsletter sent', (p) => p.newsletterSent),
  count('Newsletter failed', (p) => p.newsletterFailed),
];

const DEVICES = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

export const DEVICE_COLUMNS: ReportColumn<AnalyticsDeviceDto>[] = [
  { title: 'Device', value: (d) => DEVICES[d.device] },
  count('Visitors', (d) => d.visitors),
  count('Views', (d) => d.views),
];

export const sourceKey = (s: AnalyticsSourceDto) =>
  [s.referrerHost, s.utmSource, s.utmMedium, s.utmCampaign].map((part) => part ?? '').join('|');
