import { beforeEach } from 'vitest';
import type { RouteCall, RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson } from '../../../test/test-api';
import { DECLINED, makeProduct, PAYING_CARD, setupShopApi } from '../../shop/test/shop-api';
import type { MembershipChangePreviewDto, MembershipPaymentFormDto, MyMembershipDto, TierDto } from '../api';
import { MEMBERSHIP } from '../product-type';

export { DECLINED, PAYING_CARD };
export const DECLINED_CARD = '4000000000000002';
export const ALREADY_MEMBER = 'You are already a member. You can change your tier from your account.';
export const NOT_CANCELLING = 'Your membership is not set to end: there is nothing to resume.';
export const SAME_TIER = 'You are already on this tier, billed this way.';
const SIGN_IN = 'Please sign in to continue.';

// Days at noon UTC: the same calendar day wherever the tests run.
export const TRIAL_END = '2026-12-07T12:00:00.000Z';
export const PERIOD_START = '2026-11-30T12:00:00.000Z';
export const PERIOD_END = '2026-12-30T12:00:00.000Z';
export const GRACE_END = '2027-01-06T12:00:00.000Z';

export const makeTier = (overrides: Partial<TierDto> = {}): TierDto => ({
  id: 60,
  slug: 'inner-circle',
  title: 'Inner Circle',
  description: 'Members-only posts and a monthly live call.',
  benefits: ['Every members-only post', 'A monthly live Q&A'],
  monthlyPrice: '$19',
  yearlyPrice: '$190',
  trialDays: 7,
  rank: 1,
  ...overrides,
});

export const PRO = makeTier({
  id: 61,
  slug: 'pro-circle',
  title: 'Pro Circle',
  monthlyPrice: '$29',
  yearlyPrice: '$290',
  rank: 2,
});

// the tier's product, as the shop lists it
export const tierProduct = (tier: TierDto = makeTier()) =>
  makeProduct({
    id: tier.id,
    type: MEMBERSHIP,
    title: tier.title,
    slug: tier.slug,
    price: tier.monthlyPrice ?? '$190',
  });

export function makeMembership(overrides: Partial<MyMembershipDto> = {}): MyMembershipDto {
  return {
    id: 900,
    tier: { id: 60, title: 'Inner Circle', slug: 'inner-circle' },
    status: 'active',
    interval: 'month',
    amount: '$19',
    amountCents: 1900,
    price: '$19 a month',
    credit: '$0',
    creditCents: 0,
    nextRenewalAt: PERIOD_END,
    trialEndsAt: null,
    currentPeriodStart: PERIOD_START,
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    accessUntil: PERIOD_END,
    pastDueSince: null,
    card: { brand: 'Visa', last4: '4242' },
    receipts: [],
    ...overrides,
  };
}

export const makePreview = (overrides: Partial<MembershipChangePreviewDto> = {}): MembershipChangePreviewDto => ({
  amountNow: '$5.50',
  amountNowCents: 550,
  credit: '$0',
  creditCents: 0,
  newPrice: '$29 a month',
  effective: 'Now. Your next renewal, on December 30, 2026, charges $29.',
  nextRenewalAt: PERIOD_END,
  ...overrides,
});

type Memberships = ReturnType<typeof setupMembershipsApi>;

const live = (m: MyMembershipDto | null) => !!m && ['trialing', 'active', 'past_due'].includes(m.status);

// A route of the signed-in account (401 for a visitor); one that acts on the account's membership
// gets it (404 when there is none).
function account(
  handle: (call: RouteCall, state: Memberships, m: MyMembershipDto) => void,
  member = false,
): RouteHandler<Memberships> {
  return (call: RouteCall, state: Memberships) => {
    if (!state.auth.signedIn) return error(call.res, 401, SIGN_IN);
    if (member && !state.membership) return error(call.res, 404, 'You have no membership.');
    return handle(call, state, state.membership!);
  };
}

// the payment form of a purpose, with the fake's own client secret
const formOf = (state: Memberships, purpose: MembershipPaymentFormDto['purpose'], amountCents: number) => {
  const form = {
    membership: state.membership!,
    provider: state.provider,
    clientSecret: `${state.provider}_membership_${state.membership!.id}_${purpose}`,
    purpose,
    amount: `$${amountCents / 100}`,
    amountCents,
  };
  state.forms.push(form);
  return form;
};

const join: RouteHandler<Memberships> = ({ res, body }, state) => {
  if (live(state.membership)) return error(res, 409, ALREADY_MEMBER);
  const tier = state.tiers.find((t) => t.id === body.tierId);
  if (!tier) return error(res, 404, 'This membership tier does not exist.');
  const price = body.interval === 'year' ? tier.yearlyPrice : tier.monthlyPrice;
  if (!price) return error(res, 400, 'This tier has no yearly price. Please choose the other billing interval.');
  const cents = Number(price.slice(1)) * 100;
  state.membership = makeMembership({
    tier: { id: tier.id, title: tier.title, slug: tier.slug },
    status: 'incomplete',
    interval: body.interval,
    amount: price,
    amountCents: cents,
    price: `${price} a ${body.interval}`,
    nextRenewalAt: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    accessUntil: null,
    card: null,
  });
  return sendJson(res, 200, formOf(state, tier.trialDays && !state.hadTrial ? 'setup' : 'payment', cents));
};

// What a confirmed form does: a trial starts, a first period is paid, or a new card is saved (and
// what a past due membership owes paid on it). The server's words for it.
function applyConfirmed(state: Memberships, form: MembershipPaymentFormDto, card = { brand: 'Visa', last4: '4242' }) {
  const m = state.membership!;
  const starts = {
    setup: { status: 'trialing', trialEndsAt: TRIAL_END, nextRenewalAt: TRIAL_END, accessUntil: TRIAL_END },
    payment: { status: 'active', nextRenewalAt: PERIOD_END, accessUntil: PERIOD_END },
    card: { status: m.status === 'past_due' ? 'active' : m.status, pastDueSince: null },
  }[form.purpose] as Partial<MyMembershipDto>;
  Object.assign(m, { card, ...starts });
  return form.purpose === 'card' ? 'Your card is saved.' : 'Welcome! Your membership has started.';
}

// The test card form's confirmation; any card but the paying one is declined.
const confirm: RouteHandler<Memberships> = ({ res, body }, state) => {
  const form = state.forms.find((f) => f.clientSecret === body.clientSecret);
  if (!form) return error(res, 400, 'This payment could not be found. Please start again from the membership page.');
  if (body.cardNumber !== PAYING_CARD) return error(res, 402, DECLINED);
  const message = applyConfirmed(state, form);
  return sendJson(res, 200, { status: 'succeeded', message, membership: state.membership });
};

// Stripe's webhook of the last form Stripe confirmed in the browser reaches the server (the card
// Stripe saved: a Mastercard, so a new card shows).
export function deliverStripeWebhook(state: Memberships) {
  applyConfirmed(state, state.forms.at(-1)!, { brand: 'Mastercard', last4: '4444' });
}

// The server bills through Stripe: its payment forms are Stripe's, and its payment config names its key.
export function billWithStripe(state: Memberships) {
  state.provider = 'stripe';
  state.shop.config = { provider: 'stripe', publishableKey: 'pk_test_memberships', shippingRateCents: 0 };
}

// The member's membership routes, with the real routes, answers and messages.
const ROUTES = routeTable<Memberships>({
  'GET /api/memberships/tiers': ({ res }, state) => sendJson(res, 200, state.tiers),
  'GET /api/account/membership': account(({ res }, state) => sendJson(res, 200, { membership: state.membership })),
  'POST /api/account/membership': account(join),
  'POST /api/account/membership/offline/confirm': account(confirm),
  'POST /api/account/membership/cancel': account(({ res }, _state, m) => {
    // a past due membership ends at once; any other at the end of what is paid
    const ended = m.status === 'past_due';
    Object.assign(m, ended ? { status: 'cancelled' } : { cancelAtPeriodEnd: true, nextRenewalAt: null });
    return sendJson(res, 200, m);
  }, true),
  'POST /api/account/membership/resume': account(({ res }, _state, m) => {
    if (!m.cancelAtPeriodEnd) return error(res, 409, NOT_CANCELLING);
    Object.assign(m, { cancelAtPeriodEnd: false, nextRenewalAt: m.currentPeriodEnd });
    return sendJson(res, 200, m);
  }, true),
  'GET /api/account/membership/change': account(({ res, query }, state, m) => {
    const same = Number(query.get('tierId')) === m.tier.id && query.get('interval') === m.interval;
    return same ? error(res, 409, SAME_TIER) : sendJson(res, 200, state.preview);
  }, true),
  'POST /api/account/membership/change': account(({ res, body }, state, m) => {
    const tier = state.tiers.find((t) => t.id === body.tierId)!;
    const price = body.interval === 'year' ? tier.yearlyPrice! : tier.monthlyPrice!;
    const words = { amount: price, price: `${price} a ${body.interval}`, interval: body.interval };
    Object.assign(m, words, { tier: { id: tier.id, title: tier.title, slug: tier.slug } });
    return sendJson(res, 200, m);
  }, true),
  'POST /api/account/membership/card': account(({ res }, state, m) => {
    // what is owed is paid on the new card: a past due renewal
    const owed = m.status === 'past_due' ? m.amountCents : 0;
    return sendJson(res, 200, formOf(state, 'card', owed));
  }, true),
});

// what each test starts with: the two tiers (the first in the shop), no membership, the offline provider
const fresh = () => ({
  tiers: [makeTier(), PRO],
  membership: null as MyMembershipDto | null,
  provider: 'offline' as MembershipPaymentFormDto['provider'],
  // a trial is given once per account
  hadTrial: false,
  preview: makePreview(),
  // every payment form the fake gave, to confirm by its client secret
  forms: [] as MembershipPaymentFormDto[],
});

// The memberships' routes on the shop's harness (a tier is a product of the shop).
export function setupMembershipsApi() {
  const shop = setupShopApi();
  const state = { shop, auth: shop.auth, json: shop.json, ...fresh() };
  shop.auth.use(bindRoutes(ROUTES, state));
  beforeEach(() => {
    Object.assign(state, fresh());
    shop.products = [tierProduct()];
  });
  return state;
}
