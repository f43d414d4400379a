import { OFFLINE_SAVED_CARDS, OFFLINE_TEST_CARDS } from '../../commerce';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  BillingProvider,
  CardChargeRequest,
  CardOnFile,
  ChargeOutcome,
  ChargeRequest,
  FormPurpose,
  PaymentForm,
  SubscriptionState,
  TestForm,
  WebhookNotice,
} from './billing-provider';

// The offline provider's test cards (commerce's, as the shop's offline checkout takes them): the
// first pays, the second is saved and declines every charge (Stripe's "attaches, then fails" card).
export { OFFLINE_TEST_CARDS };

const PAYS = OFFLINE_SAVED_CARDS.pays.paymentMethodId;
const SECRET = /^offline_(payment|setup|card|plan-card)_(\d{1,10})_([0-9a-f]{16})_secret_([0-9a-f]{32})$/;

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

  // a membership's invoice and a plan's instalment alike: the paying test card pays, any other declines
  async charge(request: Pick<ChargeRequest, 'paymentMethodId' | 'idempotencyKey'>): Promise<ChargeOutcome> {
    if (request.paymentMethodId !== PAYS) return { paid: false, reason: 'Your card was declined.' };
    const chargeId = `offline_ch_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    return { paid: true, chargeId };
  }

  async chargeCard(request: CardChargeRequest): Promise<ChargeOutcome> {
    return this.charge(request);
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

  // a membership's form, or a payment plan's (signed with its own purpose: one is never taken for the other)
  testForm(clientSecret: string): TestForm | null {
    const match = SECRET.exec(clientSecret);
    if (!match) return null;
    const [, purpose, id, nonce, signature] = match;
    const expected = this.sign(purpose, id, nonce);
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return null;
    if (purpose === 'plan-card') return { purpose, planId: Number(id) };
    return { membershipId: Number(id), purpose: purpose as FormPurpose };
  }

  async planCardForm(input: { planId: number }): Promise<string> {
    return this.testPlanCardForm(input.planId);
  }

  testPlanCardForm(planId: number): string {
    return this.secret('plan-card', planId);
  }

  testCard(cardNumber: string): CardOnFile | null {
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (digits === OFFLINE_TEST_CARDS.success) return { ...OFFLINE_SAVED_CARDS.pays };
    if (digits === OFFLINE_TEST_CARDS.declined) return { ...OFFLINE_SAVED_CARDS.declines };
    return null;
  }

  private form(membershipId: number, purpose: FormPurpose): PaymentForm {
    return { clientSecret: this.secret(purpose, membershipId), purpose, subscriptionId: null };
  }

  // a client secret naming the form's purpose and its membership's (or plan's) id, signed
  private secret(purpose: TestForm['purpose'], id: number): string {
    const nonce = randomBytes(8).toString('hex');
    return `offline_${purpose}_${id}_${nonce}_secret_${this.sign(purpose, String(id), nonce)}`;
  }

  private sign(purpose: string, id: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${id}:${nonce}`).digest('hex').slice(0, 32);
  }
}
