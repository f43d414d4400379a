import { Controller, Get, HttpCode, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { privateDownloadAnswer } from '../../../core/storage/private-download-answer';
import { IdParam } from '../../../core/http/int4';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import type { Page } from '../../../core/paging/page';
import { PageQuery } from '../../../core/paging/page-query.dto';
import { PagedResponse } from '../../../core/paging/paged-response';
import { DownloadsService } from './downloads.service';
import { DownloadDto, OrderDto, ReceiptSentDto, toDownloadDto, toOrderDto } from './dto/order.dto';
import { OrdersService } from './orders.service';

@ApiTags('account')
@SignedIn()
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly downloads: DownloadsService,
  ) {}

  @Get('orders')
  @ApiOperation({
    summary:
      'The signed-in user’s paid and refunded orders and those being paid right now (pending, under 30 minutes), ' +
      'newest first, a page at a time; on the first page, pending ones are checked with the payment provider first',
  })
  @PagedResponse(OrderDto, { withTotal: true })
  async listOrders(@CurrentUser() user: SessionUser, @Query() query: PageQuery): Promise<Page<OrderDto>> {
    return (await this.orders.listForUser(user.id, query)).map(toOrderDto);
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'One of the signed-in user’s orders (as the list shows them), with its items' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not an order of theirs: "Order not found."' })
  async getOrder(@CurrentUser() user: SessionUser, @IdParam('id') id: number): Promise<OrderDto> {
    return toOrderDto(await this.orders.getForUser(user.id, id));
  }

  @Post('orders/:id/receipt')
  @HttpCode(200)
  @RateLimit({ name: 'resend-receipt', by: 'user', limit: 5, windowSeconds: 60 * 60 })
  @ApiOperation({ summary: 'Send the receipt (the order confirmation) of a paid order to its buyer again' })
  @ApiOkResponse({ type: ReceiptSentDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not an order of theirs: "Order not found."' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not paid (yet): no receipt to send' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async resendReceipt(@CurrentUser() user: SessionUser, @IdParam('id') id: number): Promise<ReceiptSentDto> {
    await this.orders.resendReceipt(user.id, id);
    return { message: `We have sent the receipt to ${user.email} again.` };
  }

  @Get('downloads')
  @ApiOperation({ summary: 'Digital products of the user’s completed orders, with fresh signed links' })
  @ApiOkResponse({ type: [DownloadDto] })
  async listDownloads(@CurrentUser() user: SessionUser): Promise<DownloadDto[]> {
    return (await this.downloads.listForUser(user.id)).map(toDownloadDto);
  }

  @Get('downloads/:itemId')
  @ApiOperation({
    summary:
      'Download a purchased file through a signed link (buyer only, until it expires): the file, or with files ' +
      'in a bucket (STORAGE=s3) a redirect to a short-lived signed link of the bucket',
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiFoundResponse({ description: 'Files in a bucket: the signed link of the bucket, in Location' })
  async downloadFile(
    @CurrentUser() user: SessionUser,
    @IdParam('itemId') itemId: number,
    @Query('expires') expires: string,
    @Query('signature') signature: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    const { fileName, download } = await this.downloads.open(user.id, itemId, Number(expires), signature ?? '');
    return privateDownloadAnswer(res, fileName, download);
  }
}
