import { Body, Controller, Delete, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../core/access/access.decorators';
import { AuditTrail } from '../../core/audit/audit-trail';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { BlogErrors } from './blog.errors';
import { IdParam } from '../../core/http/int4';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import { SubscriberDto } from './dto/subscribe.dto';
import { ImportReportDto, ImportSubscribersDto, ListSubscribersQuery } from './dto/subscribers-admin.dto';
import { SubscribersImportService } from './subscribers-import.service';
import { SubscribersService } from './subscribers.service';
import { RecentProof } from '../../core/access/recent-proof';

@ApiTags('admin: subscribers')
@AdminOnly()
@Controller('admin')
export class AdminSubscribersController {
  constructor(
    private readonly audit: AuditTrail,
    private readonly subscribers: SubscribersService,
    private readonly imports: SubscribersImportService,
  ) {}

  @Get('subscribers')
  @ApiOperation({
    summary: 'Subscribers, newest first, a page at a time; `search` keeps the addresses containing it',
  })
  @PagedResponse(SubscriberDto, { withTotal: true })
  async listSubscribers(@Query() query: ListSubscribersQuery): Promise<Page<SubscriberDto>> {
    return this.subscribers.list(query);
  }

  @Get('subscribers/export')
  @RecentProof()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Every subscriber as CSV: email, status, subscribed_at, confirmed_at, unsubscribed_at (oldest first)',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file with a header row, as an attachment' })
  async exportSubscribers(@Res({ passthrough: true }) res: Response): Promise<string> {
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`);
    const csv = await this.subscribers.exportCsv();
    await this.audit.note('Exported the subscriber list (CSV)');
    return csv;
  }

  @Post('subscribers/import')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Import addresses from CSV text. consent=true: new addresses are active at once; false: each is sent the ' +
      'confirmation e-mail. Addresses that unsubscribed are never re-added; they are counted and left alone.',
  })
  @ApiOkResponse({ type: ImportReportDto })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'More than 500 KB or 10,000 addresses' })
  importSubscribers(@Body() body: ImportSubscribersDto): Promise<ImportReportDto> {
    return this.imports.import(body.csv, body.consent);
  }

  @Delete('subscribers/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a subscriber for good; mails still queued for the address are not sent' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BlogErrors.subscriberNotFound })
  async removeSubscriber(@IdParam('id') subscriberId: number): Promise<void> {
    await this.subscribers.remove(subscriberId);
  }
}
