import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { MembershipErrors as E } from '../memberships.errors';
import {
  ChooseTierDto,
  MembershipChangePreviewDto,
  MembershipPaymentFormDto,
  OfflineMembershipConfirmDto,
  OfflineMembershipConfirmResultDto,
} from './dto/membership-forms.dto';
import { MyMembershipAnswerDto, MyMembershipDto } from './dto/my-membership.dto';
import { JoiningService } from './joining.service';
import { MembershipChangesService } from './membership-changes.service';
import { TestCardPaymentsService } from './test-card-payments.service';
import { TierChangesService } from './tier-changes.service';

const CHANGES = { name: 'membership-change', by: 'user', limit: 30, windowSeconds: 3600 } as const;
const NONE = { type: ErrorResponseDto, description: `"${E.noMembership}"` };
const DECLINED = { status: 402, type: ErrorResponseDto, description: `"${E.declined}": nothing was changed` };
const CLOSED = {
  type: ErrorResponseDto,
  description: `"${E.notConfigured}" (the offline provider in production), or "${E.webhooksOff}" (Stripe without its webhooks)`,
};

// The signed-in member's membership: joining a tier, paying for it, and everything after.
@ApiTags('memberships')
@SignedIn()
@Controller('account/membership')
export class MyMembershipController {
  constructor(
    private readonly joining: JoiningService,
    private readonly testCards: TestCardPaymentsService,
    private readonly changes: MembershipChangesService,
    private readonly tierChanges: TierChangesService,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The account's membership with its receipts (the last that ended, if none is open), or null",
  })
  @ApiOkResponse({ type: MyMembershipAnswerDto })
  getMyMembership(@CurrentUser() user: SessionUser): Promise<MyMembershipAnswerDto> {
    return this.joining.current(user.id);
  }

  @Post()
  @HttpCode(200)
  @RateLimit({ name: 'membership-join', by: 'user', limit: 30, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      "Join a tier: the account's membership waiting for its first payment (made, or taken again with this tier; " +
      'two at once make one), and the payment form: the first charge, or in a trial the card to save',
  })
  @ApiOkResponse({ type: MembershipPaymentFormDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `Invalid fields, or "${E.intervalNotOffered('year')}"`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${E.tierNotFound}"` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${E.alreadyMember}" or "${E.tierClosed}"` })
  @ApiServiceUnavailableResponse(CLOSED)
  joinMembership(@CurrentUser() user: SessionUser, @Body() body: ChooseTierDto): Promise<MembershipPaymentFormDto> {
    return this.joining.join(user, body);
  }

  @Post('offline/confirm')
  @HttpCode(200)
  @RateLimit({ name: 'membership-card', by: 'user', limit: 30, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'Pay or save a card with the offline test card form (only without Stripe keys, never in production): ' +
      'starts the membership (its trial, or its first period), or saves a new card and pays what is owed on it',
  })
  @ApiOkResponse({ type: OfflineMembershipConfirmResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${E.paymentNotFound}", "${E.formOutdated}" or "${E.offlineOnly}"`,
  })
  @ApiResponse(DECLINED)
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `"${E.notYourPayment}"` })
  @ApiServiceUnavailableResponse(CLOSED)
  confirmOfflineMembershipPayment(
    @CurrentUser() user: SessionUser,
    @Body() body: OfflineMembershipConfirmDto,
  ): Promise<OfflineMembershipConfirmResultDto> {
    return this.testCards.confirm(user, body);
  }

  @Post('cancel')
  @HttpCode(200)
  @RateLimit(CHANGES)
  @ApiOperation({
    summary:
      'Cancel at the end of the period (a trial: at its end, with no charge; past due: at once); the member and ' +
      'the owner are mailed',
  })
  @ApiOkResponse({ type: MyMembershipDto })
  @ApiNotFoundResponse(NONE)
  cancelMyMembership(@CurrentUser() user: SessionUser): Promise<MyMembershipDto> {
    return this.changes.cancel(user.id);
  }

  @Post('resume')
  @HttpCode(200)
  @RateLimit(CHANGES)
  @ApiOperation({ summary: 'Undo a cancel before the period ends: the membership renews again' })
  @ApiOkResponse({ type: MyMembershipDto })
  @ApiNotFoundResponse(NONE)
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${E.notCancelling}" or "${E.hasEnded}"` })
  resumeMyMembership(@CurrentUser() user: SessionUser): Promise<MyMembershipDto> {
    return this.changes.resume(user.id);
  }

  @Get('change')
  @ApiOperation({ summary: 'What a change of tier or interval would charge now or credit, in words, before making it' })
  @ApiOkResponse({ type: MembershipChangePreviewDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${E.noMembership}" or "${E.tierNotFound}"` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `"${E.sameTier}", "${E.changeWhilePastDue}", …` })
  previewMembershipChange(
    @CurrentUser() user: SessionUser,
    @Query() query: ChooseTierDto,
  ): Promise<MembershipChangePreviewDto> {
    return this.tierChanges.preview(user.id, query);
  }

  @Post('change')
  @HttpCode(200)
  @RateLimit(CHANGES)
  @ApiOperation({
    summary:
      'Change tier or interval, prorated: the unused part of this period credited, the new price for the rest ' +
      'charged now to the card on file (a new interval starts a new period now); in a trial only the tier changes',
  })
  @ApiOkResponse({ type: MyMembershipDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${E.noMembership}" or "${E.tierNotFound}"` })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `"${E.sameTier}", "${E.tierClosed}", "${E.changeWhilePastDue}", …`,
  })
  @ApiResponse(DECLINED)
  changeMyMembership(@CurrentUser() user: SessionUser, @Body() body: ChooseTierDto): Promise<MyMembershipDto> {
    return this.tierChanges.change(user.id, body);
  }

  @Post('card')
  @HttpCode(200)
  @RateLimit(CHANGES)
  @ApiOperation({
    summary: 'The form of a new card (purpose card); once confirmed, a past due membership is charged on it at once',
  })
  @ApiOkResponse({ type: MembershipPaymentFormDto })
  @ApiNotFoundResponse(NONE)
  @ApiServiceUnavailableResponse(CLOSED)
  updateMembershipCard(@CurrentUser() user: SessionUser): Promise<MembershipPaymentFormDto> {
    return this.changes.cardForm(user.id);
  }
}
