import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { RefundOrderDto, RefundResultDto, toRefundResultDto } from './dto/refund.dto';
import { RefundsService } from './refunds.service';
import { MarkShippedDto, ShippedDto } from '../shipping/dto/shipping.dto';
import { ShipmentsService } from '../shipping/shipments.service';
import { RecentProof } from '../../../core/access/recent-proof';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/orders')
export class OrderActionsController {
  constructor(
    private readonly refunds: RefundsService,
    private readonly shipments: ShipmentsService,
  ) {}

  @Post(':id/refunds')
  @RecentProof()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refund a paid order, whole or some of its items, through the payment provider',
    description:
      'The amount is the items’ prices (within what is left of the total). The refund is written down before the ' +
      'provider is asked, with an idempotency key; a lost answer is finished automatically, once. The items’ ' +
      'fulfilment is undone (downloads stop, stock returns) and the buyer is mailed.',
  })
  @ApiOkResponse({ type: RefundResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An item that is not in the order' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such order' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Not paid, already refunded, or refused by the payment provider',
  })
  async refundOrder(
    @IdParam('id') id: number,
    @Body() body: RefundOrderDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<RefundResultDto> {
    return toRefundResultDto(await this.refunds.refund(id, body.itemIds, admin.id));
  }

  @Post(':id/shipment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark shipped: a paid order with a shipping address, once, with its carrier and tracking number',
    description: 'The buyer is mailed the carrier and tracking number; their order shows them.',
  })
  @ApiOkResponse({ type: ShippedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No carrier or tracking number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such order' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not paid, nothing to ship, or already shipped' })
  async markShipped(@IdParam('id') id: number, @Body() body: MarkShippedDto): Promise<ShippedDto> {
    await this.shipments.markShipped(id, body.carrier, body.trackingNumber);
    return { message: `Order #${id} is marked shipped; the buyer has been told.` };
  }
}
