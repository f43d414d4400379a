import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { MembershipErrors } from '../memberships.errors';
import { MembershipFiguresDto, MembershipFiguresQuery } from './dto/membership-figures.dto';
import {
  BillingClockDto,
  MembershipSettingsDto,
  MoveBillingClockDto,
  SaveMembershipSettingsDto,
} from './dto/membership-settings.dto';
import { MembershipFiguresService } from './membership-figures.service';
import { MembershipSettingsService } from './membership-settings.service';

// The owner's memberships settings, figures and the offline billing clock.
@ApiTags('admin: memberships')
@AdminOnly()
@Controller('admin/memberships')
export class AdminMembershipsController {
  constructor(
    private readonly settings: MembershipSettingsService,
    private readonly figures: MembershipFiguresService,
  ) {}

  @Get('settings')
  @ApiOperation({ summary: "The grace period of a failed renewal, the owner's mails, the provider and its clock" })
  @ApiOkResponse({ type: MembershipSettingsDto })
  getMembershipSettings(): Promise<MembershipSettingsDto> {
    return this.settings.read();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Change the grace period (0–60 days) and the owner’s mails (each, digest or none)' })
  @ApiOkResponse({ type: MembershipSettingsDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${MembershipErrors.graceDays}" or "${MembershipErrors.ownerMail}"`,
  })
  saveMembershipSettings(@Body() body: SaveMembershipSettingsDto): Promise<MembershipSettingsDto> {
    return this.settings.save(body);
  }

  @Post('clock')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Move the offline billing clock on by whole days (a demo, the tests) and run the billing cycle at once: ' +
      'renewals, retries and ends that came due meanwhile, each as of when it was due',
  })
  @ApiOkResponse({ type: BillingClockDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${MembershipErrors.clockDays}"` })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `"${MembershipErrors.clockInProduction}"` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${MembershipErrors.clockWithStripe}"` })
  moveBillingClock(@Body() body: MoveBillingClockDto): Promise<BillingClockDto> {
    return this.settings.moveClock(body.days);
  }

  @Get('figures')
  @ApiOperation({
    summary:
      'Memberships by status now, the monthly recurring revenue, and new and churned members each day from ' +
      '`from` to `to` (the site’s days; at most 366, by default the last 30)',
  })
  @ApiOkResponse({ type: MembershipFiguresDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `A malformed day, or "${MembershipErrors.figureDays}"`,
  })
  getMembershipFigures(@Query() query: MembershipFiguresQuery): Promise<MembershipFiguresDto> {
    return this.figures.read(query);
  }
}
