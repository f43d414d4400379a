import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  BillingProvider,
  CardOnFile,
  ChargeOutcome,
  ChargeRequest,
  FormPurpose,
  PaymentForm,
  SubscriptionState,
  WebhookNotice,
} from './billing-provider';

// The offline provider's test cards (as the shop's offline checkout takes them): the first pays,
// the second is saved and declines every charge (Stripe's "attaches, then fails" card).
export const OFFLINE_TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' };

const PAYS = 'offline_pm_pays';
const DECLINES = 'offline_pm_declines';
const SECRET = /^offline_(payment|setup|card)_(\d{1,10})_([0-9a-f]{16})_secret_([0-9a-f]{32})$/;

// For `make run` and the tests without Stripe keys (refused in production): no subscription is kept
// anywhere but in our rows, renewals come from the site's own cycle on the offline clock, and a
// card is one of the two test cards. A client secret is signed with the session secret, so only
// this site's forms are accepted; a charge's id comes from its idempotency key, so asking again
// answers the same charge.
export class OfflineBillingProvider implements BillingProvider {
  readonly name = 'offline' as const;
  readonly chargesRenewals = true;
  readonly webhookTypes = [];
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('offline-billing-forms').digest();
  }

  async customer(): Promise<string | null> {
    return null;
  }

  async price(): Promise<string | null> {
    return null;
  }

  async subscribe(input: { membershipId: number; trialDays: number }): Promise<PaymentForm> {
    return this.form(input.membershipId, input.trialDays > 0 ? 'setup' : 'payment');
  }

  async cardForm(input: { membershipId: number }): Promise<PaymentForm> {
    return this.form(input.membershipId, 'card');
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    if (request.paymentMethodId !== PAYS) return { paid: false, reason: 'Your card was declined.' };
    const chargeId = `offline_ch_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    return { paid: true, chargeId };
  }

  // no subscription anywhere but in our rows: nothing to tell
  async change(): Promise<void> {}

  async carryCredit(): Promise<void> {}

  async setCancelAtPeriodEnd(): Promise<void> {}

  async end(): Promise<void> {}

  async useCard(): Promise<void> {}

  async notice(): Promise<WebhookNotice | null> {
    return null;
  }

  async state(): Promise<SubscriptionState | null> {
    return null;
  }

  testForm(clientSecret: string): { membershipId: number; purpose: FormPurpose } | null {
    const match = SECRET.exec(clientSecret);
    if (!match) return null;
    const [, purpose, id, nonce, signature] = match;
    const expected = this.sign(purpose, id, nonce);
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return null;
    return { membershipId: Number(id), purpose: purpose as FormPurpose };
  }

  testCard(cardNumber: string): CardOnFile | null {
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (digits === OFFLINE_TEST_CARDS.success) return { paymentMethodId: PAYS, brand: 'Visa', last4: '4242' };
    if (digits === OFFLINE_TEST_CARDS.declined) return { paymentMethodId: DECLINES, brand: 'Visa', last4: '0002' };
    return null;
  }

  private form(membershipId: number, purpose: FormPurpose): PaymentForm {
    const nonce = randomBytes(8).toString('hex');
    const signature = this.sign(purpose, String(membershipId), nonce);
    return {
      clientSecret: `offline_${purpose}_${membershipId}_${nonce}_secret_${signature}`,
      purpose,
      subscriptionId: null,
    };
  }

  private sign(purpose: string, membershipId: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${membershipId}:${nonce}`).digest('hex').slice(0, 32);
  }
}
