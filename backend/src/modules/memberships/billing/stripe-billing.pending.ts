import { ServiceUnavailableException } from '@nestjs/common';
import { MembershipErrors } from '../memberships.errors';
import type { BillingProvider, CardOnFile, ChargeOutcome, FormPurpose, PaymentForm } from './billing-provider';

const notYet = () => new ServiceUnavailableException(MembershipErrors.stripeBillingNotReady);

// With Stripe keys the shop takes cards through Stripe, but memberships' Stripe Billing adapter
// (billing-provider.ts says how it fits) is not built yet: joining and paying are refused with a
// readable 503 instead of falling back to test cards, and there is nothing to end or to charge.
export class StripeBillingPending implements BillingProvider {
  readonly name = 'stripe' as const;
  readonly chargesRenewals = false;

  async customer(): Promise<string | null> {
    throw notYet();
  }

  async price(): Promise<string | null> {
    throw notYet();
  }

  async subscribe(): Promise<PaymentForm> {
    throw notYet();
  }

  async cardForm(): Promise<PaymentForm> {
    throw notYet();
  }

  async charge(): Promise<ChargeOutcome> {
    throw notYet();
  }

  async change(): Promise<void> {
    throw notYet();
  }

  async setCancelAtPeriodEnd(): Promise<void> {
    throw notYet();
  }

  // no subscription was ever made: nothing to end
  async end(): Promise<void> {}

  parseWebhook(): null {
    return null;
  }

  testForm(): { membershipId: number; purpose: FormPurpose } | null {
    return null;
  }

  testCard(): CardOnFile | null {
    return null;
  }
}
