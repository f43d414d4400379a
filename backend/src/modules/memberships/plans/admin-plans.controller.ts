import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { AdminPlansService } from './admin-plans.service';
import { AdminPlansDto, AdminPlansQuery } from './dto/admin-plans.dto';

// The owner's payment plans (an admin API key reads them too, as the members list).
@ApiTags('admin: payment plans')
@AdminOnly()
@Controller('admin/plans')
export class AdminPlansController {
  constructor(private readonly plans: AdminPlansService) {}

  @Get()
  @ApiOperation({
    summary:
      'The payment plans, newest first, each with its buyer, schedule, paid and outstanding amounts; `status` and ' +
      "`search` (the buyer's name or e-mail, or the product's title) filter it; with what the list has paid and " +
      'what its live plans still owe',
  })
  @ApiOkResponse({ type: AdminPlansDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown status, or a search over 200 characters' })
  listAdminPlans(@Query() query: AdminPlansQuery): Promise<AdminPlansDto> {
    return this.plans.list(query);
  }
}
