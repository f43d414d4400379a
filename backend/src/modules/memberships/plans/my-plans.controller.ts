import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { MembershipErrors } from '../memberships.errors';
import { ConfirmPlanCardDto, PlanCardFormDto, PlanCardResultDto } from './dto/plan-card.dto';
import { MyPlansDto } from './dto/plan.dto';
import { MyPlansService } from './my-plans.service';
import { PlanCardsService } from './plan-cards.service';
import { PlanErrors as E } from './plans.errors';

const CARDS = { name: 'plan-card', by: 'user', limit: 30, windowSeconds: 3600 } as const;
const NOT_FOUND = { type: ErrorResponseDto, description: `"${E.notFound}": no plan of this account's` };
const ENDED = { type: ErrorResponseDto, description: `"${E.completed}" or "${E.cancelled}"` };
const CLOSED = {
  type: ErrorResponseDto,
  description: `"${E.stripe}" (Stripe configured, a plan with no Stripe customer), "${MembershipErrors.webhooksOff}" (Stripe without its webhooks), or "${MembershipErrors.notConfigured}" (the offline provider in production)`,
};
const CLOSED_CONFIRM = {
  type: ErrorResponseDto,
  description: `"${E.stripeForm}" (Stripe configured: its own form), or "${MembershipErrors.notConfigured}" (the offline provider in production)`,
};

// The signed-in buyer's payment plans (products bought in instalments; commerce's checkout starts
// them): the schedule, what is paid and owed, and a new card for the later instalments.
@ApiTags('payment plans')
@SignedIn()
@Controller('account/plans')
export class MyPlansController {
  constructor(
    private readonly plans: MyPlansService,
    private readonly cards: PlanCardsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The account's payment plans, newest first, each with its schedule and its card" })
  @ApiOkResponse({ type: MyPlansDto })
  listMyPlans(@CurrentUser() user: SessionUser): Promise<MyPlansDto> {
    return this.plans.list(user.id);
  }

  @Post(':id/card')
  @HttpCode(200)
  @RateLimit(CARDS)
  @ApiOperation({
    summary:
      "The form of a plan's new card: the offline test card form, or with Stripe a setup intent's client secret " +
      "(confirm it with Stripe Elements' confirmSetup; its setup_intent.succeeded webhook saves the card); once " +
      "confirmed, a past due or paused plan's open instalment is charged on it at once",
  })
  @ApiOkResponse({ type: PlanCardFormDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(ENDED)
  @ApiServiceUnavailableResponse(CLOSED)
  updatePlanCard(
    @CurrentUser() user: SessionUser,
    @IdParam('id', "The plan's id") id: number,
  ): Promise<PlanCardFormDto> {
    return this.cards.cardForm(user.id, id);
  }

  @Post('card/confirm')
  @HttpCode(200)
  @RateLimit(CARDS)
  @ApiOperation({
    summary:
      "Confirm a plan's card form with a test card: the card is saved, and what a past due or paused plan owes is " +
      'charged on it at once (paid: back on schedule, access open again; declined: nothing changes)',
  })
  @ApiOkResponse({ type: PlanCardResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `Invalid fields (the card number is not one), or "${E.formNotFound}"`,
  })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(ENDED)
  @ApiServiceUnavailableResponse(CLOSED_CONFIRM)
  confirmPlanCard(@CurrentUser() user: SessionUser, @Body() body: ConfirmPlanCardDto): Promise<PlanCardResultDto> {
    return this.cards.confirm(user, body);
  }
}
