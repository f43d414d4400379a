import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../core/access/access.decorators';
import { TierDto } from './dto/tier.dto';
import { TiersService } from './tiers.service';

@ApiTags('memberships')
@Public()
@Controller('memberships/tiers')
export class TiersController {
  constructor(private readonly tiers: TiersService) {}

  @Get()
  @ApiOperation({
    summary: 'The membership tiers open to new members, by rank, with their prices ("$19"), trial and benefits',
  })
  @ApiOkResponse({ type: [TierDto] })
  listMembershipTiers(): Promise<TierDto[]> {
    return this.tiers.publicList();
  }
}
