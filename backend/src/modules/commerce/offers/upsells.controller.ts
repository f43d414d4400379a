import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn } from '../../../core/access/access.decorators';
import { type Caller, CallerOf } from '../../../core/analytics/visit-attribution';
import { CurrentUser, type SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { toOrderDto } from '../orders/dto/order.dto';
import { OrdersService } from '../orders/orders.service';
import { toUpsellOfferDto, UpsellAcceptedDto, UpsellOffersDto } from './dto/upsell-offer.dto';
import { UpsellsService } from './upsells.service';

@ApiTags('offers')
@SignedIn()
@Controller('upsell-offers')
export class UpsellsController {
  constructor(
    private readonly upsells: UpsellsService,
    private readonly orders: OrdersService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The one-click offers after the signed-in buyer’s paid orders: each for 30 minutes after its payment, ' +
      'until taken or declined (pending payments are checked with the provider first)',
  })
  @ApiOkResponse({ type: UpsellOffersDto })
  async listUpsellOffers(@CurrentUser() user: SessionUser): Promise<UpsellOffersDto> {
    await this.orders.reconcileOpen(user.id);
    return { offers: (await this.upsells.openFor(user.id)).map(toUpsellOfferDto) };
  }

  @Post(':orderId/accept')
  @HttpCode(200)
  @RateLimit({ name: 'upsell', by: 'user', limit: 20, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'Yes, add it: charges the card the order was paid with (off session) once, however often it is asked; ' +
      'answers the upsell’s own order, paid (stored pending before the charge, completed from its answer)',
  })
  @ApiOkResponse({ type: UpsellAcceptedDto })
  @ApiResponse({ status: 402, type: ErrorResponseDto, description: 'The card was declined: nothing was added' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'No longer offered (declined, too late, sold out)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not an order of theirs' })
  @ApiBadGatewayResponse({
    type: ErrorResponseDto,
    description:
      'The payment provider did not answer: asked again by the buyer (the same key), told by the provider’s ' +
      'webhook or found by the checkout sweep, the charge completes its order once',
  })
  async acceptUpsellOffer(
    @CurrentUser() user: SessionUser,
    @IdParam('orderId') orderId: number,
    @CallerOf() caller: Caller,
  ): Promise<UpsellAcceptedDto> {
    const order = await this.orders.getForUser(user.id, await this.upsells.accept(user, orderId, caller));
    return {
      message: `Added to your purchases: ${order.items.map((i) => i.title).join(', ')}.`,
      order: toOrderDto(order),
    };
  }

  @Post(':orderId/decline')
  @HttpCode(204)
  @ApiOperation({ summary: 'No thanks: the offer after this order is not shown again' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not an order of theirs' })
  async declineUpsellOffer(@CurrentUser() user: SessionUser, @IdParam('orderId') orderId: number): Promise<void> {
    await this.upsells.decline(user, orderId);
  }
}
