import { Body, Controller, Get, Header, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../access/access.decorators';
import { ErrorResponseDto } from '../http/error-response.dto';
import type { Page } from '../paging/page';
import { pageOf } from '../paging/page-query.dto';
import { PagedResponse } from '../paging/paged-response';
import { AuditLogService } from './audit-log.service';
import { AuditTrail } from './audit-trail';
import { AuditEntryDto, toAuditEntryDto } from './dto/audit-entry.dto';
import { AuditLogFilterQuery, ListAuditLogQuery } from './dto/audit-log.query';
import { AuditSettingsDto } from './dto/audit-settings.dto';

const BAD_FILTER = 'A malformed table name or time, `to` before `from`, or a text too long';

// Admin → Audit log: who changed what (written by the database, read here; no route edits it),
// for the owner's browser session only.
@ApiTags('admin: audit log')
@AdminOnly({ keys: 'none' })
@Controller('admin/audit-log')
export class AdminAuditLogController {
  constructor(
    private readonly log: AuditLogService,
    private readonly audit: AuditTrail,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The admins’ actions that changed data, newest first, a page at a time, each with who, when, from where, ' +
      'the route and what changed (before and after, secrets hidden); `who`, `table`, `action`, `from` and `to` filter it',
  })
  @PagedResponse(AuditEntryDto, { withTotal: true, badFilters: BAD_FILTER })
  async listAuditLog(@Query() query: ListAuditLogQuery): Promise<Page<AuditEntryDto>> {
    return (await this.log.list(query, pageOf(query))).map(({ entry, changes }) => toAuditEntryDto(entry, changes));
  }

  @Get('export')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      'The log with the same filters as CSV, newest first, one line per change: at, actor, actor_user_id, ' +
      'api_key_id, ip, action, note, table, row_id, operation, before, after (JSON)',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file with a header row, as an attachment (audit-log-YYYY-MM-DD.csv)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_FILTER })
  async exportAuditLog(@Query() query: AuditLogFilterQuery): Promise<StreamableFile> {
    const { fileName, csv } = this.log.exportCsv(query);
    await this.audit.note('Exported the audit log (CSV)');
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Get('tables')
  @ApiOperation({ summary: 'The tables the log holds changes of (the `table` filter’s choices), by name' })
  @ApiOkResponse({ type: [String] })
  listAuditLogTables(): Promise<string[]> {
    return this.log.tables();
  }

  @Get('settings')
  @ApiOperation({ summary: 'How many days the audit log keeps an entry' })
  @ApiOkResponse({ type: AuditSettingsDto })
  async getAuditSettings(): Promise<AuditSettingsDto> {
    return { keepDays: await this.log.keepDays() };
  }

  @Put('settings')
  @ApiOperation({ summary: 'Keep the audit log for N days (30 to 3650); older entries are deleted each night' })
  @ApiOkResponse({ type: AuditSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'keepDays is not a whole number from 30 to 3650' })
  async saveAuditSettings(@Body() body: AuditSettingsDto): Promise<AuditSettingsDto> {
    return { keepDays: await this.log.setKeepDays(body.keepDays) };
  }
}
