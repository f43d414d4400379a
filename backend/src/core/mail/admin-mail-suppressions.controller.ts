import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../access/access.decorators';
import { ErrorResponseDto } from '../http/error-response.dto';
import { IdParam } from '../http/int4';
import type { Page } from '../paging/page';
import { pageOf } from '../paging/page-query.dto';
import { PagedResponse } from '../paging/paged-response';
import {
  ListMailSuppressionsQuery,
  MailSuppressionDto,
  MarkUndeliverableDto,
  toMailSuppressionDto,
} from './dto/mail-suppression.dto';
import { MailSuppressions } from './mail-suppressions';
import { MailSuppressionErrors } from './mail-suppressions.errors';

@ApiTags('admin: mail suppressions')
@AdminOnly()
@Controller('admin/mail-suppressions')
export class AdminMailSuppressionsController {
  constructor(private readonly suppressions: MailSuppressions) {}

  @Get()
  @ApiOperation({
    summary:
      'The addresses mail no longer reaches and why (hard bounce, complaint, marked by hand), latest first, a page ' +
      'at a time; `search` keeps the addresses containing it',
  })
  @PagedResponse(MailSuppressionDto, { withTotal: true })
  async listMailSuppressions(@Query() query: ListMailSuppressionsQuery): Promise<Page<MailSuppressionDto>> {
    return (await this.suppressions.list(pageOf(query), query.search)).map(toMailSuppressionDto);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark an address undeliverable by hand: no mail goes there until it is lifted' })
  @ApiOkResponse({ type: MailSuppressionDto })
  async markUndeliverable(@Body() body: MarkUndeliverableDto): Promise<MailSuppressionDto> {
    return toMailSuppressionDto(await this.suppressions.markByOwner(body.email, body.note ?? null));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Lift an undeliverable address: mail reaches it again, its soft bounces start over' })
  @ApiNoContentResponse({ description: 'Lifted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MailSuppressionErrors.notStopped })
  async liftMailSuppression(@IdParam('id') id: number): Promise<void> {
    await this.suppressions.liftById(id);
  }
}
