import { createHash, randomBytes } from 'node:crypto';
import { CURRENCY } from '../money';
import type {
  CreatedIntent,
  IntentState,
  PaymentProvider,
  ProviderRefund,
  SavedCard,
  SavedCardCharge,
  SavedCardOutcome,
  TestCardPayment,
} from './payment-provider';

export const OFFLINE_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
};

// The offline providers' handles of the two test cards once saved (memberships' billing charges
// them later): the first pays, the second declines every charge.
export const OFFLINE_SAVED_CARDS = {
  pays: { paymentMethodId: 'offline_pm_pays', brand: 'Visa', last4: '4242' },
  declines: { paymentMethodId: 'offline_pm_declines', brand: 'Visa', last4: '0002' },
} as const satisfies Record<string, SavedCard>;

const intentIdOfSecret = (clientSecret: string) => clientSecret.split('_secret_')[0];

// For `make run` without Stripe keys: intents are made up here and paid with the site's own test
// card form, which completes the order through the same code as Stripe's webhook. Refused in
// production. Its status is kept in the order itself (completed ⇔ paid), so asking it says nothing
// new and cancelling is the order's own cancellation; a refund is given back at once (the key makes
// its id, so asking again answers the same one) and there is no dashboard to refund from.
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'offline' as const;
  readonly publishableKey = null;
  readonly acceptsWebhooks = false;

  async createIntent(input: { orderId: number }): Promise<CreatedIntent> {
    const id = `offline_pi_${input.orderId}_${randomBytes(6).toString('hex')}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
  }

  async retrieveIntent(): Promise<IntentState> {
    return { status: 'requires_payment_method', amountCents: 0, currency: CURRENCY };
  }

  async cancelIntent(): Promise<void> {}

  async refund(input: { amountCents: number; idempotencyKey: string; refundId: number }): Promise<ProviderRefund> {
    const id = `offline_re_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    return { id, amountCents: input.amountCents, given: true, refundId: input.refundId };
  }

  // the paying test card pays (its id from the key: asked again, the same charge), any other declines
  async chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardOutcome> {
    if (charge.paymentMethodId !== OFFLINE_SAVED_CARDS.pays.paymentMethodId)
      return { paid: false, reason: 'Your card was declined.' };
    const digest = createHash('sha256').update(charge.idempotencyKey).digest('hex').slice(0, 24);
    return { paid: true, intentId: `offline_pi_saved_${digest}` };
  }

  // it keeps nothing: its answer to the charge is the one it gave then
  findSavedCardCharge(charge: SavedCardCharge): Promise<SavedCardOutcome> {
    return this.chargeSavedCard(charge);
  }

  async listRefunds(): Promise<ProviderRefund[]> {
    return [];
  }

  parseWebhook(): null {
    return null;
  }

  // only the success test card pays (and is kept); any other is declined
  confirmTestPayment(clientSecret: string, cardNumber: string): TestCardPayment {
    const accepted = cardNumber === OFFLINE_TEST_CARDS.success;
    return { intentId: intentIdOfSecret(clientSecret), accepted, card: accepted ? OFFLINE_SAVED_CARDS.pays : null };
  }
}
