import { beforeEach } from 'vitest';
import type { AdminPlanDto } from '../admin/api';
import type { PlanDto, PlanInstalmentDto } from '../plans/api';
import type { RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson } from '../../../test/test-api';
import { DECLINED, PAYING_CARD, setupShopApi } from '../../shop/test/shop-api';

export { DECLINED, PAYING_CARD };
export const DECLINED_CARD = '4000000000000002';
export const RECOVERED = 'Your card is saved and your payment is in: your plan is back on schedule.';
export const SAVED = 'Your card is saved.';
const COMPLETED = 'This plan is paid in full: no card is charged for it any more.';
const STRIPE_FORM = 'This server takes cards through Stripe: confirm the card with the form Update card opened.';

// Days at noon UTC: the same calendar day wherever the tests run.
export const NOV_30 = '2026-11-30T12:00:00.000Z';
export const DEC_30 = '2026-12-30T12:00:00.000Z';
export const DEC_31 = '2026-12-31T12:00:00.000Z';
export const JAN_30 = '2027-01-30T12:00:00.000Z';

const instalment = (number: number, dueAt: string, paidAt: string | null): PlanInstalmentDto => ({
  number,
  amount: '$70',
  amountCents: 7000,
  dueAt,
  status: paidAt ? 'paid' : 'due',
  paidAt,
  failure: null,
});

// A plan of $210 in three payments of $70, the first paid on November 30: the buyer's view.
export const makeBuyerPlan = (overrides: Partial<PlanDto> = {}): PlanDto => ({
  id: 5,
  orderId: 31,
  productId: 9,
  title: 'Leadership Program',
  status: 'active',
  instalments: 3,
  total: '$210',
  paid: '$70',
  outstanding: '$140',
  paidCount: 1,
  nextDueAt: DEC_30,
  nextAmount: '$70',
  card: { brand: 'Visa', last4: '4242' },
  pastDueSince: null,
  schedule: [instalment(1, NOV_30, NOV_30), instalment(2, DEC_30, null), instalment(3, JAN_30, null)],
  ...overrides,
});

// its second payment declined on December 30, tried again on the 31st
export const pastDuePlan = (): PlanDto => {
  const plan = makeBuyerPlan({ status: 'past_due', pastDueSince: DEC_30, nextDueAt: DEC_31 });
  plan.schedule[1].failure = 'Your card was declined.';
  return plan;
};

export const paidInFullPlan = (): PlanDto =>
  makeBuyerPlan({
    id: 6,
    title: 'Founder Foundations',
    status: 'completed',
    paid: '$210',
    outstanding: '$0',
    paidCount: 3,
    nextDueAt: null,
    nextAmount: null,
    schedule: [instalment(1, NOV_30, NOV_30), instalment(2, DEC_30, DEC_30), instalment(3, JAN_30, JAN_30)],
  });

export const makeAdminPlan = (overrides: Partial<AdminPlanDto> = {}): AdminPlanDto => ({
  ...makeBuyerPlan(),
  customer: { id: 40, name: 'Ada Lovelace', email: 'ada@example.com' },
  ...overrides,
});

type Plans = ReturnType<typeof setupPlansApi>;

const signedIn =
  (handle: RouteHandler<Plans>): RouteHandler<Plans> =>
  (call, state) =>
    state.shop.auth.signedIn ? handle(call, state) : error(call.res, 401, 'Please sign in to continue.');

// A new card pays what an overdue plan owes at once: its open payment is paid, and it is back on
// schedule (or, its last payment paid, paid in full).
function payOpen(plan: PlanDto) {
  const open = plan.schedule.find((i) => i.status === 'due')!;
  Object.assign(open, { status: 'paid', paidAt: DEC_31, failure: null });
  plan.pastDueSince = null;
  if (open.number === plan.instalments) {
    Object.assign(plan, { status: 'completed', paid: plan.total, outstanding: '$0', paidCount: plan.instalments });
    Object.assign(plan, { nextDueAt: null, nextAmount: null });
    return;
  }
  Object.assign(plan, { status: 'active', paid: '$140', outstanding: '$70', paidCount: 2, nextDueAt: JAN_30 });
}

// its last payment declined on January 30 and access paused since: the new card pays it in full
export const pausedOnLastPlan = (): PlanDto => {
  const plan = makeBuyerPlan({
    status: 'paused',
    paid: '$140',
    outstanding: '$70',
    paidCount: 2,
    nextDueAt: null,
    pastDueSince: JAN_30,
  });
  plan.schedule[1] = { ...plan.schedule[1], status: 'paid', paidAt: DEC_30 };
  plan.schedule[2].failure = 'Your card was declined.';
  return plan;
};

// The server takes cards through Stripe: a plan's card form is a setup intent, and its payment
// config names its key.
export function planCardsWithStripe(state: Plans) {
  state.shop.config = { provider: 'stripe', publishableKey: 'pk_test_plans', shippingRateCents: 0 };
}

// Stripe's setup_intent.succeeded of the last plan card form Stripe confirmed reaches the server:
// the card Stripe saved (a Mastercard, so a new card shows), and what an overdue plan owes paid on
// it; `declined`: the payment owed was declined on it, and nothing changes.
export function deliverPlanCardWebhook(state: Plans, { declined = false } = {}) {
  const planId = [...state.forms.values()].at(-1);
  const plan = state.plans.find((p) => p.id === planId)!;
  const overdue = plan.status === 'past_due' || plan.status === 'paused';
  if (declined && overdue) return;
  if (overdue) payOpen(plan);
  plan.card = { brand: 'Mastercard', last4: '4444' };
}

const dollars = (text: string) => Number(text.replace('$', ''));

// The payment plans' routes, the buyer's and the owner's, with the real answers and messages.
const ROUTES = routeTable<Plans>({
  'GET /api/account/plans': signedIn(({ res }, state) => sendJson(res, 200, { plans: state.plans })),
  'POST /api/account/plans/{id}/card': signedIn(({ res, params }, state) => {
    const plan = state.plans.find((p) => p.id === Number(params.id));
    if (!plan) return error(res, 404, 'This payment plan could not be found.');
    if (plan.status === 'completed') return error(res, 409, COMPLETED);
    // with Stripe a setup intent's secret for the plan's customer (confirmSetup in the browser)
    const stripe = state.shop.config.provider === 'stripe';
    const clientSecret = `${stripe ? 'seti' : 'offline'}_plan_${plan.id}_${state.forms.size + 1}`;
    state.forms.set(clientSecret, plan.id);
    return sendJson(res, 200, { clientSecret });
  }),
  'POST /api/account/plans/card/confirm': signedIn(({ res, body }, state) => {
    if (state.shop.config.provider === 'stripe') return error(res, 503, STRIPE_FORM);
    const plan = state.plans.find((p) => p.id === state.forms.get(body.clientSecret));
    if (!plan) return error(res, 400, 'This card form could not be found.');
    const overdue = plan.status === 'past_due' || plan.status === 'paused';
    if (body.cardNumber !== PAYING_CARD) {
      return sendJson(res, 200, { status: 'declined', message: DECLINED, plan });
    }
    if (overdue) payOpen(plan);
    return sendJson(res, 200, { status: 'succeeded', message: overdue ? RECOVERED : SAVED, plan });
  }),
  'GET /api/admin/plans': ({ res, query }, state) => {
    if (state.shop.auth.signedIn?.role !== 'admin') return error(res, 403, 'This needs an administrator account.');
    const status = query.get('status');
    const search = query.get('search')?.toLowerCase() ?? '';
    const plans = state.adminPlans.filter(
      (p) =>
        (!status || p.status === status) &&
        `${p.customer?.name} ${p.customer?.email} ${p.title}`.toLowerCase().includes(search),
    );
    const live = plans.filter((p) => ['active', 'past_due', 'paused'].includes(p.status));
    const sum = (list: AdminPlanDto[], key: 'paid' | 'outstanding') =>
      `$${list.reduce((cents, p) => cents + dollars(p[key]), 0)}`;
    return sendJson(res, 200, { plans, paid: sum(plans, 'paid'), outstanding: sum(live, 'outstanding') });
  },
});

// what each test starts with: no plans, no card forms
const fresh = () => ({
  plans: [] as PlanDto[],
  adminPlans: [] as AdminPlanDto[],
  // each card form the fake gave, by its client secret: the plan it is for
  forms: new Map<string, number>(),
});

// The payment plans' routes on the shop's harness (the account page reads the shop's too).
export function setupPlansApi() {
  const shop = setupShopApi();
  const state = { shop, ...fresh() };
  shop.auth.use(bindRoutes(ROUTES, state));
  beforeEach(() => Object.assign(state, fresh()));
  return state;
}
