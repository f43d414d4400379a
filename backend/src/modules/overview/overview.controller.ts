import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { OverviewCountsDto } from './dto/overview.dto';
import { OverviewService } from './overview.service';

@ApiTags('admin: overview')
@AdminOnly()
@Controller('admin')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get('overview')
  @ApiOperation({
    summary:
      'How many subscribers, contact messages, posts (and published ones) and products there are, ' +
      'how the outgoing mail is doing, and when the last backup succeeded',
  })
  @ApiOkResponse({ type: OverviewCountsDto })
  getAdminOverview(): Promise<OverviewCountsDto> {
    return this.overview.counts();
  }
}
