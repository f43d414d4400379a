import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { MembershipErrors } from '../memberships.errors';
import { SaveTierDto } from './dto/save-tier.dto';
import { AdminTierDto } from './dto/tier.dto';
import { TiersService } from './tiers.service';

// The owner's tiers: each product of the membership type and what only its tier has.
@ApiTags('admin: memberships')
@AdminOnly()
@Controller('admin/memberships/tiers')
export class AdminTiersController {
  constructor(private readonly tiers: TiersService) {}

  @Get()
  @ApiOperation({
    summary:
      'Every product of the membership type (archived ones too) with its tier: rank, prices, trial, benefits, ' +
      'paid newsletter, included products and how many members it has; by rank',
  })
  @ApiOkResponse({ type: [AdminTierDto] })
  listMembershipTiersForAdmin(): Promise<AdminTierDto[]> {
    return this.tiers.adminList();
  }

  @Put(':productId')
  @ApiOperation({
    summary:
      "Save a membership product's tier (the whole tier: what is left out takes its default). The product's " +
      'price becomes the monthly price, else the yearly one; members keep the price they joined at',
  })
  @ApiOkResponse({ type: AdminTierDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `Invalid fields ("${MembershipErrors.noPrice}", "${MembershipErrors.rank}", …), a product that is not a membership, or an included product that does not exist`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${MembershipErrors.productNotFound}"` })
  saveMembershipTier(@IdParam('productId') productId: number, @Body() body: SaveTierDto): Promise<AdminTierDto> {
    return this.tiers.save(productId, body);
  }
}
