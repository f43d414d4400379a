import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Inject, Post, Req, ServiceUnavailableException } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { Public, SignedIn } from '../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../core/access/session-user';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { SkipCsrf } from '../../core/http/csrf';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { CommerceErrors } from './commerce.errors';
import { ClientSecretDto, CreatePaymentIntentDto, OfflineConfirmDto, OfflineConfirmResultDto, PaymentConfigDto } from './dto/checkout.dto';
import { OrdersService } from './orders.service';
import { intentIdOfSecret, OFFLINE_TEST_CARDS } from './payments/offline.provider';
import { PAYMENT_PROVIDER, PaymentProvider } from './payments/payment-provider';
import { StripePaymentProvider } from './payments/stripe.provider';

const NOT_CONFIGURED = 'Card payments are not configured on this server.';

@ApiTags('checkout')
@Controller()
export class PaymentsController {
  constructor(
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('payments/config')
  @Public()
  @ApiOperation({ summary: 'Which payment form the checkout shows (Stripe Elements, or the offline test form)' })
  @ApiOkResponse({ type: PaymentConfigDto })
  getPaymentConfig(): PaymentConfigDto {
    return { provider: this.provider.name, publishableKey: this.provider.name === 'stripe' ? this.config.stripePublishableKey : null };
  }

  @Post('create-payment-intent')
  @SignedIn()
  @HttpCode(200)
  @RateLimit({ name: 'checkout', by: 'user', limit: 30, windowSeconds: 3600 })
  @ApiOperation({ summary: 'Start paying for products: stores a pending order, answers the payment’s client secret' })
  @ApiOkResponse({ type: ClientSecretDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Amount not matching the prices, unknown or out-of-stock products' })
  async createPaymentIntent(@CurrentUser() user: SessionUser, @Body() body: CreatePaymentIntentDto): Promise<ClientSecretDto> {
    this.refuseOfflineInProduction();
    return { clientSecret: await this.orders.startCheckout(user, body.amount, body.productIds) };
  }

  @Post('payments/offline/confirm')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay with the offline test card form (only without Stripe keys, never in production)' })
  @ApiOkResponse({ type: OfflineConfirmResultDto })
  async confirmOfflinePayment(@Body() body: OfflineConfirmDto): Promise<OfflineConfirmResultDto> {
    this.refuseOfflineInProduction();
    if (this.provider.name !== 'offline') throw new BadRequestException('This server takes payments through Stripe.');
    const intentId = intentIdOfSecret(body.clientSecret);
    if (body.cardNumber !== OFFLINE_TEST_CARDS.success) {
      await this.orders.failByIntent(intentId);
      return { status: 'declined', message: 'Your card was declined. Use the test card 4242 4242 4242 4242.' };
    }
    await this.orders.completeByIntent(intentId, 'test card');
    return { status: 'succeeded', message: 'Payment Successful!' };
  }

  // Stripe calls this: no session, no CSRF token; the signature over the raw body is the check.
  @Post('stripe/webhook')
  @Public()
  @SkipCsrf()
  @HttpCode(200)
  @ApiOperation({ summary: 'Stripe webhook (payment_intent.succeeded / payment_failed); verified by the Stripe-Signature header' })
  async handleStripeWebhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    if (!(this.provider instanceof StripePaymentProvider) || !this.config.stripeWebhookSecret) {
      throw new BadRequestException(CommerceErrors.webhooksOff);
    }
    let event: Stripe.Event;
    try {
      event = this.provider.stripe.webhooks.constructEvent(req.rawBody ?? Buffer.alloc(0), signature ?? '', this.config.stripeWebhookSecret);
    } catch {
      throw new BadRequestException(CommerceErrors.badSignature);
    }
    if (event.type === 'payment_intent.succeeded') {
      await this.orders.completeByIntent(event.data.object.id, 'card', event.id);
    } else if (event.type === 'payment_intent.payment_failed') {
      await this.orders.failByIntent(event.data.object.id, event.id);
    } else {
      await this.orders.recordOtherEvent(event.id, event.type);
    }
    return { received: true };
  }

  private refuseOfflineInProduction(): void {
    if (this.provider.name === 'offline' && this.config.nodeEnv === 'production') throw new ServiceUnavailableException(NOT_CONFIGURED);
  }
}
