// Helpers of the Stripe Billing suites: the app with Stripe keys (its SDK on the loopback fake),
// members who join through the member's routes and pay as Stripe Elements would (the fake), and
// the fake's events delivered to the app's verified webhook route, as often as Stripe may.
import type { ChildProcess } from 'node:child_process';
import { WEBHOOK_SECRET, webhook } from '../commerce/commerce-helpers';
import { startReplica } from '../support/replica-process';
import type { TestClient } from '../support/client';
import { FAKE_CARDS } from '../support/stripe-fake-billing';
import { StripeFake } from '../support/stripe-fake';
import type { TestApp } from '../support/test-app';
import { join, type MembershipBody, type MembershipsSuite, membershipsSuite, mine } from './membership-helpers';

export { FAKE_CARDS };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakeEvent = Record<string, any>;

export const stripeEnv = (stripeUrl: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripeUrl,
});

export interface StripeMembershipsSuite extends MembershipsSuite {
  fake: StripeFake;
}

// membershipsSuite with Stripe keys, the fake started before the app and closed after it; the
// memberships are kept from test to test (their ids are in the idempotency keys the fake keeps)
export function stripeMembershipsSuite(): StripeMembershipsSuite {
  const fake = new StripeFake();
  let url = '';
  beforeAll(async () => {
    url = await fake.start();
  });
  const suite = membershipsSuite({ env: () => stripeEnv(url), keepMemberships: true });
  // Stripe's clock at the real time again (a renewal moved it to the period's end)
  beforeEach(() => {
    fake.billing.offsetMs = 0;
  });
  afterAll(() => fake.close());
  return Object.assign(suite, { fake });
}

// Replicas of the backend with the suite's Stripe keys (support/replica-process.ts), killed after the
// suite. A replica only enqueues mail (MAIL_CONCURRENCY 0); the suite's app sends it. A replica that
// sent too could be killed holding a mail it had claimed, "sending" until its 10-minute lease ends,
// and the outbox would not settle within the test (the outbox's own crash test covers that lease).
export function stripeReplicas(suite: StripeMembershipsSuite): () => Promise<ChildProcess> {
  const replicas: ChildProcess[] = [];
  afterAll(() => {
    for (const replica of replicas) replica.kill('SIGKILL');
  });
  return async () => {
    const replica = await startReplica({ ...stripeEnv(suite.t.config.stripeApiUrl!), MAIL_CONCURRENCY: '0' });
    replicas.push(replica);
    return replica;
  };
}

// a delivery of the event as a replica takes it
export const signedDelivery = (event: FakeEvent) => ({ webhook: StripeFake.signed(event, WEBHOOK_SECRET) });

// Stripe's deliveries of each event, `times` times (the first two at once); each answered 200.
export async function deliver(t: TestApp, events: FakeEvent[], times = 1): Promise<void> {
  for (const event of events) {
    const once = () => webhook(t, event).expect(200);
    if (times > 1) await Promise.all([once(), once()]);
    for (let i = times > 1 ? 2 : 0; i < times; i++) await once();
  }
}

export const eventsOf = (events: FakeEvent[], type: string) => events.filter((e) => e.type === type);

// Joined and confirmed in the browser with the card (a first payment, or in a trial the card
// saved), Stripe's events delivered `times` times: the form answered, the events and the
// membership as the member then reads it.
export async function joinedWithStripe(
  suite: StripeMembershipsSuite,
  client: TestClient,
  tierId: number,
  options: { interval?: 'month' | 'year'; card?: string; times?: number } = {},
): Promise<{ form: MembershipBody; events: FakeEvent[]; membership: MembershipBody; subscriptionId: string }> {
  const form = (await join(client, tierId, options.interval).expect(200)).body as MembershipBody;
  const { billing } = suite.fake;
  const card = options.card ?? FAKE_CARDS.pays;
  const events =
    form.purpose === 'setup'
      ? billing.confirmSetup(form.clientSecret, card)
      : billing.confirmPayment(form.clientSecret, card);
  await deliver(suite.t, events, options.times);
  const subscriptionId = billing.subscriptionOf(form.membership.id).id as string;
  return { form, events, membership: (await mine(client))!, subscriptionId };
}

// an instant as the app answers it, from Stripe's seconds
export const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();
