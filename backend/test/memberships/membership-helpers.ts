// Helpers of the memberships suites: an app mailing a capture, tiers made through the owner's
// routes, members who join through the member's routes and the offline test card form, and the
// mails they get.
import { createProduct } from '../commerce/commerce-helpers';
import { account, signedIn, type TestClient } from '../support/client';
import { resetAlertAddressAfterSuite, resetMemberships, resetShop, setAlertAddress } from '../support/factories';
import { outboxSettled, quickMail } from '../support/mail-outbox';
import { type CapturedMail, SmtpCapture, waitFor } from '../support/smtp-capture';
import { MAIL_OUTBOX_OPTIONS } from '../../src/core/mail/mail-outbox.options';
import { createTestApp, type TestApp } from '../support/test-app';

export const PAYS = '4242 4242 4242 4242';
export const DECLINES = '4000000000000002';
export const OWNER = 'owner@example.com';
export const SITE = 'https://coach.example';
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface MembershipsSuite {
  t: TestApp;
  admin: TestClient;
  smtp: SmtpCapture;
}

// A suite's app (the offline provider, or what `env` says when the suite starts) mailing a
// capture: an empty shop and a signed-in admin; no membership (unless `keepMemberships`: a
// provider's idempotency keys name them, so their ids must not start again), the settings as new
// and the capture empty before each test; all of it reset again and the app closed after the suite.
export function membershipsSuite(
  options: { env?: () => Record<string, string>; keepMemberships?: boolean } = {},
): MembershipsSuite {
  const suite = {} as MembershipsSuite;
  resetAlertAddressAfterSuite();
  beforeAll(async () => {
    suite.smtp = new SmtpCapture();
    const smtpUrl = await suite.smtp.start();
    suite.t = await createTestApp({
      env: { SMTP_URL: smtpUrl, PUBLIC_URL: SITE, ...options.env?.() },
      overrides: [[MAIL_OUTBOX_OPTIONS, quickMail()]],
    });
    await resetShop(suite.t);
    await resetMemberships(suite.t);
    await setAlertAddress(suite.t, OWNER);
    suite.admin = await signedIn(suite.t, 'admin');
  });
  beforeEach(async () => {
    if (!options.keepMemberships) await resetMemberships(suite.t);
    suite.smtp.mails.length = 0;
  });
  afterAll(async () => {
    // the billing clock back at the real time: the next suite's memberships are not due at once
    await resetMemberships(suite.t);
    await suite.t.close();
    await suite.smtp.close();
  });
  return suite;
}

export interface TierSpec {
  title: string;
  monthlyPrice?: string | null;
  yearlyPrice?: string | null;
  trialDays?: number;
  rank?: number;
  benefits?: string[];
}

export interface Tier {
  id: number;
  slug: string;
  title: string;
}

// A tier as the owner makes it: a product of the membership type, then its tier's fields.
export async function makeTier(admin: TestClient, spec: TierSpec): Promise<Tier> {
  const price = spec.monthlyPrice ?? spec.yearlyPrice ?? '19';
  const product = await createProduct(admin, { title: spec.title, type: 'membership', price, category: 'Membership' });
  await admin
    .send('put', `/api/admin/memberships/tiers/${product.id}`, {
      rank: spec.rank ?? 1,
      monthlyPrice: spec.monthlyPrice === undefined ? '19' : spec.monthlyPrice,
      yearlyPrice: spec.yearlyPrice ?? null,
      trialDays: spec.trialDays ?? 0,
      benefits: spec.benefits ?? [],
    })
    .expect(200);
  return { id: product.id, slug: product.slug, title: product.title };
}

export interface Member {
  client: TestClient;
  email: string;
}

export async function newMember(t: TestApp): Promise<Member> {
  const who = account();
  return { client: await signedIn(t, 'customer', who), email: who.email };
}

export const join = (client: TestClient, tierId: number, interval: 'month' | 'year' = 'month') =>
  client.post('/api/account/membership', { tierId, interval });

export const pay = (client: TestClient, clientSecret: string, cardNumber = PAYS) =>
  client.post('/api/account/membership/offline/confirm', { clientSecret, cardNumber });

// MyMembershipDto, as the tests read it
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MembershipBody = Record<string, any>;

// joined and paid (or, in a trial, its card saved) with `card`: the membership as the answer says
export async function joined(
  client: TestClient,
  tierId: number,
  interval: 'month' | 'year' = 'month',
  card = PAYS,
): Promise<MembershipBody> {
  const form = await join(client, tierId, interval).expect(200);
  return (await pay(client, form.body.clientSecret, card).expect(200)).body.membership;
}

export async function mine(client: TestClient): Promise<MembershipBody | null> {
  return (await client.get('/api/account/membership').expect(200)).body.membership;
}

export interface ClockMoved {
  renewed: number;
  failed: number;
  ended: number;
  // the payment plans' cycle, run after the memberships'
  instalments: { paid: number; failed: number; paused: number };
}

// moves the billing clock on through the owner's route (the cycles run at once)
export async function moveClock(admin: TestClient, days: number): Promise<ClockMoved> {
  return (await admin.post('/api/admin/memberships/clock', { days }).expect(200)).body;
}

// a new card through Update card and the offline form: the confirm's answer
export async function newCard(client: TestClient, cardNumber: string, status = 200) {
  const form = await client.post('/api/account/membership/card');
  expect([form.status, form.body.message]).toEqual([200, undefined]);
  return pay(client, form.body.clientSecret, cardNumber).expect(status);
}

export const mailsTo = (smtp: SmtpCapture, to: string, subject: string): CapturedMail[] =>
  smtp.mails.filter((m) => m.to.includes(to) && m.subject === subject);

// once the outbox has sent what it holds: each of these mails went to `to` exactly once
export async function mailedOnce(suite: MembershipsSuite, to: string, ...subjects: string[]): Promise<void> {
  await outboxSettled(suite.t);
  for (const subject of subjects) expect(mailsTo(suite.smtp, to, subject)).toHaveLength(1);
}

// waits for the `n`th mail with this subject to `to`
export function mailTo(smtp: SmtpCapture, to: string, subject: string, n = 1): Promise<CapturedMail> {
  return waitFor(() => mailsTo(smtp, to, subject)[n - 1] ?? false, 15_000, `"${subject}" #${n} to ${to}`);
}

export const days = (from: string | Date, to: string | Date) =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS);
