import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignedIn } from '../../../core/access/access.decorators';
import { PROOF_WINDOW_SECONDS } from '../../../core/access/recent-proof';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { ProofStatusDto, ReauthenticateDto } from './proof.dto';
import { ProofService } from './proof.service';

const FIFTEEN_MINUTES = 15 * 60;
const WINDOW = `${PROOF_WINDOW_SECONDS / 60} minutes`;

// "Confirm it's you": what the actions asking for a recent proof (403 with reauthenticate: true)
// need before they are sent again.
@ApiTags('auth')
@Controller('auth')
export class ProofController {
  constructor(private readonly proofs: ProofService) {}

  @Get('proof')
  @SignedIn()
  @ApiOperation({
    summary: 'Whether this session proved who is behind it recently, and what proving it again takes',
    description: `A proof counts for ${WINDOW}: signing in, or POST /api/auth/reauthenticate.`,
  })
  @ApiOkResponse({ type: ProofStatusDto })
  proofStatus(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<ProofStatusDto> {
    return this.proofs.status(user, req);
  }

  @Post('reauthenticate')
  @SignedIn()
  @HttpCode(200)
  @RateLimit({ name: 'reauthenticate', by: 'user', limit: 30, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({
    summary: 'Confirm it is you: the password, or (two-factor on) a code of the app or a recovery code, or a passkey',
    description:
      `The actions that ask for a recent proof then go through for ${WINDOW}. Wrong passwords count as at ` +
      'sign-in, wrong codes as at two-factor sign-in.',
  })
  @ApiOkResponse({ type: ProofStatusDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A wrong or missing password or code, or a passkey that does not verify or is another account’s',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  reauthenticate(
    @CurrentUser() user: SessionUser,
    @Body() body: ReauthenticateDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProofStatusDto> {
    return this.proofs.prove(user, body, req, res);
  }
}
