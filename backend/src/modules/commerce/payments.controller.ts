import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Post,
  Req,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
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
import {
  ClientSecretDto,
  CreatePaymentIntentDto,
  OfflineConfirmDto,
  OfflineConfirmResultDto,
  PaymentConfigDto,
} from './dto/checkout.dto';
import { CheckoutService } from './checkout.service';
import { OfflinePaymentsService } from './offline-payments.service';
import { OrderSettlementService } from './order-settlement.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './payments/payment-provider';
import { StripePaymentProvider } from './payments/stripe.provider';

const NOT_CONFIGURED = 'Card payments are not configured on this server.';

@ApiTags('checkout')
@Controller()
export class PaymentsController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly offline: OfflinePaymentsService,
    private readonly settlement: OrderSettlementService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('payments/config')
  @Public()
  @ApiOperation({ summary: 'Which payment form the checkout shows (Stripe Elements, or the offline test form)' })
  @ApiOkResponse({ type: PaymentConfigDto })
  getPaymentConfig(): PaymentConfigDto {
    return {
      provider: this.provider.name,
      publishableKey: this.provider.name === 'stripe' ? this.config.stripePublishableKey : null,
    };
  }

  @Post('create-payment-intent')
  @SignedIn()
  @HttpCode(200)
  @RateLimit({ name: 'checkout', by: 'user', limit: 30, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'Start paying for products: stores a pending order holding its physical units for 30 minutes ' +
      '(the same basket reopens the customer’s open order), answers the payment’s client secret',
  })
  @ApiOkResponse({ type: ClientSecretDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Amount not matching the prices, or unknown products' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Not enough of a physical product left ("Sorry, only 1 left of …")',
  })
  async createPaymentIntent(
    @CurrentUser() user: SessionUser,
    @Body() body: CreatePaymentIntentDto,
  ): Promise<ClientSecretDto> {
    this.refuseOfflineInProduction();
    return { clientSecret: await this.checkout.startCheckout(user, body.amount, body.productIds) };
  }

  @Post('payments/offline/confirm')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay with the offline test card form (only without Stripe keys, never in production)' })
  @ApiOkResponse({ type: OfflineConfirmResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Unknown payment or wrong client secret, or an expired checkout',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The payment belongs to another account' })
  async confirmOfflinePayment(
    @CurrentUser() user: SessionUser,
    @Body() body: OfflineConfirmDto,
  ): Promise<OfflineConfirmResultDto> {
    this.refuseOfflineInProduction();
    if (this.provider.name !== 'offline') throw new BadRequestException('This server takes payments through Stripe.');
    return this.offline.confirm(user, body);
  }

  // Stripe calls this: no session, no CSRF token; the signature over the raw body is the check.
  @Post('stripe/webhook')
  @Public()
  @SkipCsrf()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Stripe webhook (payment_intent.succeeded / payment_failed); verified by the Stripe-Signature header; ' +
      'a payment whose amount or currency differs from its order does not complete it',
  })
  async handleStripeWebhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    if (!(this.provider instanceof StripePaymentProvider) || !this.config.stripeWebhookSecret) {
      throw new BadRequestException(CommerceErrors.webhooksOff);
    }
    let event: Stripe.Event;
    try {
      event = this.provider.stripe.webhooks.constructEvent(
        req.rawBody ?? Buffer.alloc(0),
        signature ?? '',
        this.config.stripeWebhookSecret,
      );
    } catch {
      throw new BadRequestException(CommerceErrors.badSignature);
    }
    if (event.type === 'payment_intent.succeeded') {
      const { id, amount, currency } = event.data.object;
      await this.settlement.completeByIntent(id, { method: 'card', amountCents: amount, currency }, event.id);
    } else if (event.type === 'payment_intent.payment_failed') {
      await this.settlement.failByIntent(event.data.object.id, event.id);
    } else {
      await this.settlement.recordOtherEvent(event.id, event.type);
    }
    return { received: true };
  }

  private refuseOfflineInProduction(): void {
    if (this.provider.name === 'offline' && this.config.nodeEnv === 'production')
      throw new ServiceUnavailableException(NOT_CONFIGURED);
  }
}
