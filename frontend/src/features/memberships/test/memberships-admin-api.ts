import { beforeEach } from 'vitest';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, makeUser, sendJson, sendPage, setupTestApi } from '../../../test/test-api';
import { makeProduct } from '../../shop/test/shop-api';
import type {
  AdminMemberDto,
  AdminTierDto,
  BillingClockDto,
  MembershipFiguresDto,
  MembershipSettingsDto,
} from '../admin/api';

// The owner's Memberships tab's fake API: the tiers, members, figures and settings as the API keeps
// them, its answers built from them with the API's messages.

export const makeAdminTier = (overrides: Partial<AdminTierDto> = {}): AdminTierDto => ({
  productId: 60,
  title: 'Inner Circle',
  slug: 'inner-circle',
  archived: false,
  configured: true,
  rank: 1,
  monthlyPrice: '$19',
  yearlyPrice: '$190',
  monthlyCents: 1900,
  yearlyCents: 19000,
  trialDays: 7,
  benefits: ['Every members-only post'],
  paidNewsletter: false,
  includedProductIds: [],
  members: 3,
  ...overrides,
});

// the billing clock's time at the start, and the API's refusal of a tier without a price
export const CLOCK_NOW = '2026-11-30T12:00:00.000Z';
export const NO_PRICE = 'Please give a monthly price, a yearly price, or both.';

export const makeMember = (overrides: Partial<AdminMemberDto> = {}): AdminMemberDto => ({
  id: 900,
  member: { id: 40, name: 'Ada Lovelace', email: 'ada@example.com' },
  tier: { id: 60, title: 'Inner Circle' },
  status: 'active',
  interval: 'month',
  price: '$19',
  priceCents: 1900,
  startedAt: '2026-10-30T12:00:00.000Z',
  currentPeriodEnd: '2026-12-30T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  endedAt: null,
  createdAt: '2026-10-30T12:00:00.000Z',
  ...overrides,
});

export const makeFigures = (days = 30): MembershipFiguresDto => ({
  counts: { incomplete: 1, trialing: 2, active: 5, past_due: 1, cancelled: 4 },
  mrr: '$114',
  mrrCents: 11400,
  timeZone: 'America/New_York',
  days: Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 30 - days + 1 + i)).toISOString().slice(0, 10),
    new: i === days - 1 ? 2 : 1,
    churned: i % 10 === 0 ? 1 : 0,
  })),
});

const toCents = (price: string | null | undefined) => (price ? Math.round(Number(price.replace('$', '')) * 100) : null);
// the server's way: "$19", "$24.50"
const toPrice = (cents: number | null) =>
  cents === null ? null : `$${cents % 100 ? (cents / 100).toFixed(2) : cents / 100}`;

type MembershipsAdmin = ReturnType<typeof setupMembershipsAdminApi>;

const ROUTES = routeTable<MembershipsAdmin>({
  'GET /api/admin/memberships/tiers': ({ res }, state) => sendJson(res, 200, state.tiers),
  'PUT /api/admin/memberships/tiers/{productId}': ({ res, params, body }, state) => {
    const tier = state.tiers.find((t) => t.productId === Number(params.productId));
    if (!tier) return error(res, 404, 'This product does not exist.');
    if (!body.monthlyPrice && !body.yearlyPrice) return error(res, 400, NO_PRICE);
    const [monthlyCents, yearlyCents] = [toCents(body.monthlyPrice), toCents(body.yearlyPrice)];
    const saved = { monthlyCents, yearlyCents, monthlyPrice: toPrice(monthlyCents), yearlyPrice: toPrice(yearlyCents) };
    Object.assign(tier, body, saved, { configured: true });
    return sendJson(res, 200, tier);
  },
  'GET /api/products': ({ res }, state) => sendJson(res, 200, state.products),
  'GET /api/admin/memberships/members': ({ req, res, query }, state) => {
    const status = query.get('status');
    const tierId = Number(query.get('tierId')) || null;
    const search = query.get('search')?.toLowerCase();
    const shown = state.members.filter(
      (m) =>
        (status ? m.status === status : m.status !== 'incomplete') &&
        (!tierId || m.tier.id === tierId) &&
        (!search || `${m.member.name} ${m.member.email}`.toLowerCase().includes(search)),
    );
    return sendPage(res, req.path, shown);
  },
  'GET /api/admin/memberships/figures': ({ res, query }, state) => {
    const from = query.get('from');
    const days = from ? (Date.parse(query.get('to')!) - Date.parse(from)) / 86_400_000 + 1 : 30;
    return sendJson(res, 200, { ...state.figures, ...makeFigures(days), counts: state.figures.counts });
  },
  'GET /api/admin/memberships/settings': ({ res }, state) => sendJson(res, 200, state.settings),
  'PUT /api/admin/memberships/settings': ({ res, body }, state) => {
    Object.assign(state.settings, body);
    return sendJson(res, 200, state.settings);
  },
  'POST /api/admin/memberships/clock': ({ res, body }, state) => {
    if (state.settings.provider !== 'offline') {
      return error(res, 409, 'The billing clock only moves with the offline provider.');
    }
    const now = new Date(Date.parse(state.settings.clockNow) + body.days * 86_400_000).toISOString();
    state.settings.clockNow = now;
    return sendJson(res, 200, { now, offsetDays: body.days, ...state.clockResult } satisfies BillingClockDto);
  },
});

// what each test starts with: one tier, a course and a workbook to include, no members, the
// offline provider's settings and what its clock's next move does
const fresh = () => ({
  tiers: [makeAdminTier()],
  products: [
    makeProduct({ id: 70, type: 'course', title: 'Founder Foundations' }),
    makeProduct({ id: 71, title: 'The Calm Leader Workbook' }),
  ],
  members: [] as AdminMemberDto[],
  figures: makeFigures(),
  settings: { graceDays: 7, ownerMail: 'each', provider: 'offline', clockNow: CLOCK_NOW } as MembershipSettingsDto,
  clockResult: { renewed: 4, failed: 1, ended: 0, instalments: { paid: 2, failed: 1, paused: 0 } },
});

// The Memberships tab's routes on the shared test API, an admin signed in by `signInAdmin`.
export function setupMembershipsAdminApi() {
  const api = setupTestApi();
  const sent = (path: string, method: string) =>
    api.server.requests.filter((r) => r.path.split('?')[0] === path && r.method === method);
  const state = {
    api,
    ...fresh(),
    signInAdmin: () => api.signIn(makeUser({ role: 'admin', firstName: 'Jane' })),
    // the JSON bodies sent to a path
    json: (path: string, method = 'POST') => sent(path, method).map((r) => JSON.parse(r.body) as unknown),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => Object.assign(state, fresh()));
  return state;
}
