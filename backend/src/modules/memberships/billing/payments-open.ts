import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { MembershipErrors } from '../memberships.errors';
import { BILLING_PROVIDER, type BillingProvider } from './billing-provider';

// 402 Payment Required: the card was declined, nothing was changed
export const declined = () => new HttpException(MembershipErrors.declined, HttpStatus.PAYMENT_REQUIRED);

// Whether members may pay on this server: the offline provider's test cards never in production
// (as the shop's checkout), Stripe only with its webhooks (STRIPE_WEBHOOK_SECRET: they are how its
// renewals, failures and ends arrive), and the test card form only with the offline provider.
@Injectable()
export class PaymentsOpen {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  check(): void {
    if (this.provider.name === 'offline' && this.config.nodeEnv === 'production')
      throw new ServiceUnavailableException(MembershipErrors.notConfigured);
    if (this.provider.webhookTypes.length && !this.config.stripeWebhookSecret)
      throw new ServiceUnavailableException(MembershipErrors.webhooksOff);
  }

  checkTestCards(): void {
    this.check();
    if (this.provider.name !== 'offline') throw new BadRequestException(MembershipErrors.offlineOnly);
  }
}
