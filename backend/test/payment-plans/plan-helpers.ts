// Helpers of the payment plans suites: the memberships suites' app (the offline provider, its
// billing clock, mails to a capture) with no plan left before each test, products the owner offers
// in instalments, buyers who check out in instalments with the offline test card, their plans as
// the account reads them, and a plan's new card through its form.
import { createProduct } from '../commerce/commerce-helpers';
import type { TestClient } from '../support/client';
import { billingNow, resetPaymentPlans } from '../support/factories';
import { DAY_MS, membershipsSuite, type MembershipsSuite, PAYS } from '../memberships/membership-helpers';

export {
  DAY_MS,
  days,
  DECLINES,
  mailsTo,
  mailTo,
  moveClock,
  newMember,
  OWNER,
  PAYS,
  SITE,
} from '../memberships/membership-helpers';

// PlanDto as the tests read it
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PlanBody = Record<string, any>;

// The memberships suites' app, with no payment plan (nor mail about one) before the suite and each test.
export function plansSuite(): MembershipsSuite {
  const suite = membershipsSuite();
  beforeAll(() => resetPaymentPlans(suite.t));
  beforeEach(() => resetPaymentPlans(suite.t));
  return suite;
}

export interface PlanProduct {
  id: number;
  title: string;
  // the first instalment, paid at checkout
  firstAmountCents: number;
}

// A product the owner also sells in instalments (`count` of them adding up to `total`), with a
// file to download when `file` (what a paused plan closes).
export async function planProduct(
  admin: TestClient,
  spec: { title: string; total: string; count: number; file?: boolean },
): Promise<PlanProduct> {
  const file = spec.file
    ? (await admin.post('/api/upload/digital').attach('file', Buffer.from('THE PLAN'), 'plan.txt').expect(201)).body
        .file.path
    : undefined;
  const product = await createProduct(admin, {
    title: spec.title,
    price: spec.total,
    planInstalments: spec.count,
    planTotal: spec.total,
    ...(file && { digitalFileUrl: file, digitalFileName: 'plan.txt' }),
  });
  const { plan } = product as typeof product & { plan: { firstAmountCents: number } };
  return { id: product.id, title: product.title, firstAmountCents: plan.firstAmountCents };
}

// The product bought in instalments: its first one checked out and paid with the paying test
// card (the card the plan keeps). The plan, as the buyer's account lists it.
export async function boughtInInstalments(client: TestClient, product: PlanProduct): Promise<PlanBody> {
  const amount = product.firstAmountCents / 100;
  const { clientSecret } = (
    await client.post('/api/create-payment-intent', { amount, productIds: [product.id], plan: true }).expect(200)
  ).body;
  // the shop's offline form takes the number as digits only
  const cardNumber = PAYS.replace(/ /g, '');
  await client.post('/api/payments/offline/confirm', { clientSecret, cardNumber }).expect(200);
  const plan = (await myPlans(client)).find((p) => p.title === product.title);
  if (!plan) throw new Error(`no plan of "${product.title}" after paying its first instalment`);
  return plan;
}

export async function myPlans(client: TestClient): Promise<PlanBody[]> {
  return (await client.get('/api/account/plans').expect(200)).body.plans;
}

export async function myPlan(client: TestClient, planId: number): Promise<PlanBody> {
  return (await myPlans(client)).find((p) => p.id === planId)!;
}

// Update card: the plan's form, confirmed with `cardNumber`; the confirm's answer
export async function planCard(client: TestClient, planId: number, cardNumber: string, status = 200) {
  const form = await client.post(`/api/account/plans/${planId}/card`);
  expect([form.status, form.body.message]).toEqual([200, undefined]);
  return client
    .post('/api/account/plans/card/confirm', { clientSecret: form.body.clientSecret, cardNumber })
    .expect(status);
}

// whole days from the billing clock's now to the plan's next payment (the clock moved by as many
// charges it)
export async function daysToNextPayment(suite: MembershipsSuite, plan: PlanBody): Promise<number> {
  return Math.ceil((new Date(plan.nextDueAt).getTime() - (await billingNow(suite.t)).getTime()) / DAY_MS);
}

export async function orderTotal(client: TestClient, orderId: number): Promise<string> {
  return (await client.get(`/api/orders/${orderId}`).expect(200)).body.totalAmount;
}

export async function ownerPlans(admin: TestClient, query = ''): Promise<PlanBody> {
  return (await admin.get(`/api/admin/plans${query}`).expect(200)).body;
}
