import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '../../../core/access/session-user';
import type { Caller } from '../../../core/analytics/visit-attribution';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { CheckoutService } from './checkout.service';
import { CommerceErrors } from '../commerce.errors';
import type {
  ClientSecretDto,
  CreatePaymentIntentDto,
  OfflineConfirmDto,
  OfflineConfirmResultDto,
  PaymentConfigDto,
} from './dto/checkout.dto';
import { CURRENCY } from '../money';
import { OrderSettlementService } from '../orders/order-settlement.service';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payments/payment-provider';
import {
  type HandedWebhookEvent,
  type PaymentWebhookHandler,
  PaymentWebhookRegistry,
} from '../payments/payment-webhook-registry';
import { OrdersRepository } from '../repositories/orders.repository';
import { RefundsService } from '../orders/refunds.service';
import { ShopSettingsRepository } from '../shipping/repositories/shop-settings.repository';

const NOT_CONFIGURED = 'Card payments are not configured on this server.';

const sameSecret = (stored: string | null, given: string) =>
  stored !== null && stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));

// What the checkout routes do with the configured provider: the offline one is refused in production;
// a webhook counts only when the provider verified it, and one of another module's types is handed
// to it (PaymentWebhookRegistry).
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly checkout: CheckoutService,
    private readonly settlement: OrderSettlementService,
    private readonly orders: OrdersRepository,
    private readonly refunds: RefundsService,
    private readonly shop: ShopSettingsRepository,
    private readonly webhooks: PaymentWebhookRegistry,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async paymentConfig(): Promise<PaymentConfigDto> {
    return {
      provider: this.provider.name,
      publishableKey: this.provider.publishableKey,
      shippingRateCents: await this.shop.shippingRateCents(),
    };
  }

  async startCheckout(user: SessionUser, request: CreatePaymentIntentDto, caller?: Caller): Promise<ClientSecretDto> {
    this.refuseOfflineInProduction();
    return { clientSecret: await this.checkout.startCheckout(user, request, caller) };
  }

  // The offline test card form pays an order as Stripe would: only with the payment's client secret,
  // only for the customer who started it, and not once its checkout has expired.
  async confirmTestPayment(
    user: SessionUser,
    { clientSecret, cardNumber }: OfflineConfirmDto,
  ): Promise<OfflineConfirmResultDto> {
    this.refuseOfflineInProduction();
    const payment = this.provider.confirmTestPayment(clientSecret, cardNumber);
    if (!payment) throw new BadRequestException('This server takes payments through Stripe.');
    const order = await this.orders.findByIntent(payment.intentId);
    if (!order || !sameSecret(order.clientSecret, clientSecret))
      throw new BadRequestException(CommerceErrors.paymentNotFound);
    if (order.userId !== user.id) throw new ForbiddenException(CommerceErrors.notYourPayment);
    if (order.status === 'cancelled') throw new BadRequestException(CommerceErrors.checkoutExpired);
    if (!payment.accepted) {
      await this.settlement.failByIntent(payment.intentId);
      return { status: 'declined', message: 'Your card was declined. Use the test card 4242 4242 4242 4242.' };
    }
    // the test provider "charges" exactly the order's total
    await this.settlement.completeByIntent(payment.intentId, {
      method: 'test card',
      amountCents: order.totalCents,
      currency: CURRENCY,
      card: payment.card,
    });
    return { status: 'succeeded', message: 'Payment Successful!' };
  }

  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true }> {
    if (!this.provider.acceptsWebhooks) throw new BadRequestException(CommerceErrors.webhooksOff);
    const event = this.provider.parseWebhook(rawBody ?? Buffer.alloc(0), signature ?? '');
    if (!event) throw new BadRequestException(CommerceErrors.badSignature);
    if (event.kind === 'succeeded') {
      const { intentId, amountCents, currency, orderId } = event;
      // a payment plan's first instalment: the card it saved (its payment method's brand and last
      // four), for the later instalments; Stripe not answering fails the delivery (sent again). An
      // upsell's charge names its order, which it completes when the charge's answer never reached us.
      const card = event.savesCard ? ((await this.provider.retrieveIntent(intentId)).card ?? null) : null;
      const paid = { method: 'card', amountCents, currency, card };
      await this.settlement.completeByIntent(intentId, paid, event.id, orderId);
    } else if (event.kind === 'failed') {
      await this.settlement.failByIntent(event.intentId, event.id);
    } else if (event.kind === 'refunded') {
      await this.refunds.takeProviderRefunds(event.intentId, event.id);
    } else {
      const handler = this.webhooks.handlerOf(event.type);
      if (handler) await this.handOver(handler, event);
      else await this.settlement.recordOtherEvent(event.id, event.type);
    }
    return { received: true };
  }

  // Another module's event. Whatever stopped its handler (a provider's 4xx among them), the
  // delivery failed: 500, and the provider delivers the event again.
  private async handOver(handler: PaymentWebhookHandler, event: HandedWebhookEvent): Promise<void> {
    try {
      await handler(event);
    } catch (error) {
      this.logger.error(`${event.type} ${event.id} not handled: ${error instanceof Error ? error.stack : error}`);
      throw new InternalServerErrorException(CommerceErrors.webhookNotHandled);
    }
  }

  private refuseOfflineInProduction(): void {
    if (this.provider.name === 'offline' && this.config.nodeEnv === 'production')
      throw new ServiceUnavailableException(NOT_CONFIGURED);
  }
}
