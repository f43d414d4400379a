import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { AuditTrail } from '../../../core/audit/audit-trail';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import type { Page } from '../../../core/paging/page';
import { PagedResponse } from '../../../core/paging/paged-response';
import { AdminOrdersService } from './admin-orders.service';
import { AdminOrderDetailDto } from './dto/admin-order-detail.dto';
import { AdminOrderDto } from './dto/admin-order.dto';
import { AdminOrdersFilterQuery, ListAdminOrdersQuery } from './dto/admin-orders.query';

const BAD_FILTER = 'An unknown status or type, a malformed day, or `to` before `from`';
// the list's, followed by the paging's (core/paging/paged-response.ts)
const BAD_FILTERS = 'An unknown status or type, a malformed day, `to` before `from`';

@ApiTags('admin: orders')
@AdminOnly()
@Controller('admin')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly audit: AuditTrail,
  ) {}

  @Get('orders')
  @ApiOperation({
    summary:
      'Every order that was paid (completed, refunded; `status` asks for the others), newest first, a page at a ' +
      'time, with its buyer; `search`, `status`, `type`, `from` and `to` filter it',
  })
  @PagedResponse(AdminOrderDto, { withTotal: true, badFilters: BAD_FILTERS })
  listAdminOrders(@Query() query: ListAdminOrdersQuery): Promise<Page<AdminOrderDto>> {
    return this.orders.list(query);
  }

  // before orders/:id, which would take "export" for an id
  @Get('orders/export')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      'The list with the same filters as CSV, newest first, one line per order: number, created_at, paid_at, ' +
      'status, buyer_name, buyer_email, items, total, refunded, payment_reference',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file with a header row, as an attachment (orders-YYYY-MM-DD.csv)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_FILTER })
  async exportAdminOrders(@Query() query: AdminOrdersFilterQuery): Promise<StreamableFile> {
    const { fileName, csv } = await this.orders.exportCsv(query);
    await this.audit.note('Exported the orders list (CSV)');
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Get('orders/:id')
  @ApiOperation({
    summary: 'One order in detail: items, buyer, payment, refunds and what happened to it (its mails included)',
  })
  @ApiOkResponse({ type: AdminOrderDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such order: "Order not found."' })
  getAdminOrder(@IdParam('id') id: number): Promise<AdminOrderDetailDto> {
    return this.orders.get(id);
  }
}
