import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { AuditTrail } from '../../../core/audit/audit-trail';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import type { Page } from '../../../core/paging/page';
import { PagedResponse } from '../../../core/paging/paged-response';
import { AdminMembersService } from './admin-members.service';
import { AdminMemberDto, AdminMembersFilterQuery, ListAdminMembersQuery } from './dto/admin-members.dto';

const BAD_FILTER = 'An unknown status, or a tierId that is not an id';

// The owner's members (an admin API key reads them too, as the other admin lists).
@ApiTags('admin: memberships')
@AdminOnly()
@Controller('admin/memberships')
export class AdminMembersController {
  constructor(
    private readonly members: AdminMembersService,
    private readonly audit: AuditTrail,
  ) {}

  @Get('members')
  @ApiOperation({
    summary:
      'The memberships, newest first, a page at a time, with their member and tier; `search` (name or e-mail), ' +
      '`status` (default: all but incomplete) and `tierId` filter it',
  })
  @PagedResponse(AdminMemberDto, { withTotal: true, badFilters: BAD_FILTER })
  listMembers(@Query() query: ListAdminMembersQuery): Promise<Page<AdminMemberDto>> {
    return this.members.list(query);
  }

  @Get('members.csv')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      'The list with the same filters as CSV, newest first: name, email, tier, status, interval, price, ' +
      'started_at, current_period_end, cancel_at_period_end, ended_at',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file with a header row, as an attachment (members-YYYY-MM-DD.csv)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_FILTER })
  async exportMembers(@Query() query: AdminMembersFilterQuery): Promise<StreamableFile> {
    const { fileName, csv } = await this.members.exportCsv(query);
    await this.audit.note('Exported the members list (CSV)');
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
