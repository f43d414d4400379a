import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { MessageResponseDto } from '../dto/account.dto';
import { rightCode } from './right-code';
import { RecoveryCodesDto, TwoFactorCodeDto, TwoFactorSetupDto, TwoFactorStatusDto } from './two-factor.dto';
import { TwoFactorService } from './two-factor.service';
import { RecentProof } from '../../../core/access/recent-proof';

const ONE_HOUR = 60 * 60;
const WRONG_CODE = 'A wrong code, or not a code';
const TOO_MANY = 'More than 5 wrong codes for the account in 15 minutes (Retry-After says when to try again)';

// The account's own two-factor sign-in: any account may turn it on (the admin's Settings tab, a
// customer's account page); once on, signing in takes a code after the password.
@ApiTags('account')
@Controller('account/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Whether two-factor sign-in is on, and how many recovery codes are left' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  twoFactorStatus(@CurrentUser() user: SessionUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user.id);
  }

  @Post('setup')
  @SignedIn()
  @RateLimit({ name: 'two-factor-setup', by: 'user', limit: 10, windowSeconds: ONE_HOUR })
  @ApiOperation({
    summary: 'Start turning two-factor sign-in on: a new secret for the authenticator app (the QR code)',
    description: 'Nothing changes at sign-in until a code from the app is sent to POST …/enable.',
  })
  @ApiCreatedResponse({ type: TwoFactorSetupDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Two-factor sign-in is already on' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  setUpTwoFactor(@CurrentUser() user: SessionUser): Promise<TwoFactorSetupDto> {
    return this.twoFactor.setUp(user);
  }

  @Post('enable')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn two-factor sign-in on with a first code from the app',
    description:
      'Answers the ten recovery codes, this once. Every other session of the account ends; a mail tells the address.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: WRONG_CODE })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not set up, or already on' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  async enableTwoFactor(
    @CurrentUser() user: SessionUser,
    @Body() body: TwoFactorCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RecoveryCodesDto> {
    const outcome = await this.twoFactor.enable(user, body.code, req.sessionID);
    rightCode(outcome, res);
    return { message: 'Two-factor sign-in is on.', recoveryCodes: outcome.codes ?? [] };
  }

  @Post('disable')
  @RecentProof()
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn two-factor sign-in off, with a code of the app or a recovery code',
    description: 'Every other session of the account ends; a mail tells the address.',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: WRONG_CODE })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Two-factor sign-in is not on' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  async disableTwoFactor(
    @CurrentUser() user: SessionUser,
    @Body() body: TwoFactorCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto> {
    rightCode(await this.twoFactor.disable(user, body.code, req.sessionID), res);
    return { message: 'Two-factor sign-in is off. Your other devices have been signed out.' };
  }

  @Post('recovery-codes')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ten new recovery codes, for a code of the app or a recovery code; the old ones stop working',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: WRONG_CODE })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Two-factor sign-in is not on' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  async renewRecoveryCodes(
    @CurrentUser() user: SessionUser,
    @Body() body: TwoFactorCodeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RecoveryCodesDto> {
    const outcome = await this.twoFactor.renewRecoveryCodes(user, body.code);
    rightCode(outcome, res);
    return { message: 'New recovery codes. The old ones no longer work.', recoveryCodes: outcome.codes ?? [] };
  }
}
