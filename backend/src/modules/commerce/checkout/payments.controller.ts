import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
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
import { Public, SignedIn } from '../../../core/access/access.decorators';
import { type Caller, CallerOf } from '../../../core/analytics/visit-attribution';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { SkipCsrf } from '../../../core/http/csrf';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { CommerceErrors } from '../commerce.errors';
import {
  ClientSecretDto,
  CreatePaymentIntentDto,
  OfflineConfirmDto,
  OfflineConfirmResultDto,
  PaymentConfigDto,
} from './dto/checkout.dto';
import { PaymentsService } from './payments.service';

@ApiTags('checkout')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments/config')
  @Public()
  @ApiOperation({ summary: 'Which payment form the checkout shows (Stripe Elements, or the offline test form)' })
  @ApiOkResponse({ type: PaymentConfigDto })
  getPaymentConfig(): Promise<PaymentConfigDto> {
    return this.payments.paymentConfig();
  }

  @Post('create-payment-intent')
  @SignedIn()
  @HttpCode(200)
  @RateLimit({ name: 'checkout', by: 'user', limit: 30, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'Start paying for products: stores a pending order holding its physical units for 30 minutes ' +
      '(the same basket reopens the customer’s open order, also when sent several times at once), answers the ' +
      'payment’s client secret',
  })
  @ApiOkResponse({ type: ClientSecretDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Amount not matching the prices, or unknown products' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'Not enough of a physical product left ("Sorry, only 1 left of …"), a product the customer owns already ' +
      '("You already own …"), or one not for sale yet ("… is coming soon: it cannot be bought yet.")',
  })
  async createPaymentIntent(
    @CurrentUser() user: SessionUser,
    @Body() body: CreatePaymentIntentDto,
    @CallerOf() caller: Caller,
  ): Promise<ClientSecretDto> {
    return this.payments.startCheckout(user, body, caller);
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
    return this.payments.confirmTestPayment(user, body);
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
    description:
      'Besides the shop’s events (and charge.refunded), memberships’ Stripe Billing events: invoice.paid, ' +
      'invoice.payment_failed, customer.subscription.updated, customer.subscription.deleted and ' +
      'setup_intent.succeeded are handed to memberships and applied once each, however often they are delivered; ' +
      'when that fails the answer is 500, so Stripe delivers the event again. Any other event is noted.',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${CommerceErrors.badSignature}"; or, with no STRIPE_WEBHOOK_SECRET, "${CommerceErrors.webhooksOff}"`,
  })
  async handleStripeWebhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    return this.payments.handleWebhook(req.rawBody, signature);
  }
}
