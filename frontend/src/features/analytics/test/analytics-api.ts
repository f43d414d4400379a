import dayjs from 'dayjs';
import { beforeEach } from 'vitest';
import { bindRoutes, type RouteCall, routeTable } from '../../../test/routes';
import { error, makeUser, sendJson, setupTestApi } from '../../../test/test-api';
import { makeSettings } from '../../site/test/site-api';
import type {
  AnalyticsDeviceDto,
  AnalyticsOffersDto,
  AnalyticsPageDto,
  AnalyticsPostDto,
  AnalyticsSourceDto,
  AnalyticsSummaryDto,
  AnalyticsTotalsDto,
} from '../admin/api';

// The owner's Analytics reports as the API answers them: the figures of the asked range and of the
// range before it (the same for every range: what a test sets), each day of the range (zeros but
// those a test sets), the tables, and the API's messages for a range it refuses; and the site's
// time zone (`siteZone`, UTC unless a test sets it), in whose days the reports count.

export const makeTotals = (overrides: Partial<AnalyticsTotalsDto> = {}): AnalyticsTotalsDto => ({
  visitors: 0,
  views: 0,
  visits: 0,
  bounceRate: 0,
  subscribers: 0,
  confirmedSubscribers: 0,
  confirmedRate: 0,
  orders: 0,
  revenueCents: 0,
  conversionRate: 0,
  ...overrides,
});

type AnalyticsApi = ReturnType<typeof setupAnalyticsApi>;
type Series = AnalyticsSummaryDto['series'];

const DAY = 'YYYY-MM-DD';
const zeros = (day: string): Series[number] => ({
  day,
  visitors: 0,
  views: 0,
  subscribers: 0,
  orders: 0,
  revenueCents: 0,
});

// the days asked, or the API's 400 (analytics.errors.ts) and nothing
function rangeOf({ res, query }: RouteCall) {
  const [from, to] = [query.get('from')!, query.get('to')!];
  const days = dayjs(to).diff(dayjs(from), 'day') + 1;
  if (days < 1) return void error(res, 400, '"to" must not be before "from".');
  if (days > 400) return void error(res, 400, 'Please choose at most 400 days.');
  return { from, to, days };
}

function summaryOf({ from, to, days }: { from: string; to: string; days: number }, state: AnalyticsApi) {
  const series = Array.from({ length: days }, (_, i) => dayjs(from).add(i, 'day').format(DAY)).map(
    (day) => state.series.find((d) => d.day === day) ?? zeros(day),
  );
  return {
    from,
    to,
    previousFrom: dayjs(from).subtract(days, 'day').format(DAY),
    previousTo: dayjs(from).subtract(1, 'day').format(DAY),
    current: state.current,
    previous: state.previous,
    series,
    offers: state.offers,
  } satisfies AnalyticsSummaryDto;
}

// a table of the range: its items, or the range's 400
const table = (items: (state: AnalyticsApi) => unknown[]) => (call: RouteCall, state: AnalyticsApi) => {
  if (rangeOf(call)) sendJson(call.res, 200, { items: items(state) });
};

const ROUTES = routeTable<AnalyticsApi>({
  'GET /api/admin/analytics/summary': (call, state) => {
    const range = rangeOf(call);
    if (range) sendJson(call.res, 200, summaryOf(range, state));
  },
  'GET /api/admin/analytics/pages': table((state) => state.pages),
  'GET /api/admin/analytics/sources': table((state) => state.sources),
  'GET /api/admin/analytics/posts': table((state) => state.posts),
  'GET /api/admin/analytics/devices': table((state) => state.devices),
  'GET /api/admin/site': ({ res }, state) => sendJson(res, 200, makeSettings({ timeZone: state.siteZone })),
});

// no order bump nor upsell offered in the period
const noOffers = (): AnalyticsOffersDto => ({
  bumpsOffered: 0,
  bumpsTaken: 0,
  bumpRate: 0,
  bumpRevenueCents: 0,
  upsellsOffered: 0,
  upsellsTaken: 0,
  upsellRate: 0,
  upsellRevenueCents: 0,
});

// The Analytics reports on the shared test API, an admin signed in by `signInAdmin`.
export function setupAnalyticsApi() {
  const api = setupTestApi();
  const state = {
    api,
    current: makeTotals(),
    previous: makeTotals(),
    series: [] as Series,
    offers: noOffers(),
    pages: [] as AnalyticsPageDto[],
    sources: [] as AnalyticsSourceDto[],
    posts: [] as AnalyticsPostDto[],
    devices: [] as AnalyticsDeviceDto[],
    siteZone: 'UTC',
    signInAdmin: () => api.signIn(makeUser({ role: 'admin', firstName: 'Jane' })),
    // the ranges a report was asked for ('2026-11-21..2026-11-27'), in order
    asked(report: 'summary' | 'pages' | 'sources' | 'posts' | 'devices') {
      return api.server.requests
        .filter((r) => r.path.startsWith(`/api/admin/analytics/${report}?`))
        .map((r) => {
          const query = new URLSearchParams(r.path.split('?')[1]);
          return `${query.get('from')}..${query.get('to')}`;
        });
    },
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => {
    Object.assign(state, { current: makeTotals(), previous: makeTotals(), series: [], offers: noOffers() });
    Object.assign(state, { pages: [], sources: [], posts: [], devices: [], siteZone: 'UTC' });
  });
  return state;
}
