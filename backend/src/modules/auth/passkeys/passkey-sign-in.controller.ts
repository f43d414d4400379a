import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { toUserDto, UserDto } from '../dto/user.dto';
import { SignIns } from '../sign-ins';
import { UsersService } from '../users.service';
import { PasskeyAssertionDto, PasskeyOptionsDto } from './passkey.dto';
import { PasskeyErrors } from './passkey.errors';
import { PasskeysService } from './passkeys.service';

const FIFTEEN_MINUTES = 15 * 60;

// Signing in with a passkey: no address, no password, no code (the passkey is both factors).
@ApiTags('auth')
@Controller('auth/passkey')
export class PasskeySignInController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly users: UsersService,
    private readonly signIns: SignIns,
  ) {}

  @Post('options')
  @Public({ keys: 'none' })
  @HttpCode(200)
  @RateLimit({ name: 'passkey-options', by: 'ip', limit: 100, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({
    summary: 'Start signing in (or confirming it is you) with a passkey: what navigator.credentials.get() asks for',
    description:
      'The answer goes to POST /api/auth/passkey (sign-in) or POST /api/auth/reauthenticate within 5 minutes, ' +
      'from the same browser. Any passkey of this site may answer.',
  })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async passkeySignInOptions(@Req() req: Request): Promise<PasskeyOptionsDto> {
    return { options: await this.passkeys.authenticationOptions(req) };
  }

  @Post()
  @Public({ keys: 'none' })
  @HttpCode(200)
  @RateLimit({ name: 'login-passkey', by: 'ip', limit: 50, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({
    summary: 'Sign in with a passkey; starts a session (cookie "sid") as sign-in does',
    description:
      'Also for an account with two-factor sign-in on (a passkey asks its owner to unlock it: both factors), ' +
      'and instead of the code after a 202 from POST /api/auth/login.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'No answer, or no options asked for (or more than 5 minutes ago)',
  })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: 'A passkey not registered here, or an answer that does not verify (once per challenge)',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async signInWithPasskey(
    @Body() body: PasskeyAssertionDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const userId = await this.passkeys.verify(body.response, req, UnauthorizedException);
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(PasskeyErrors.unknown);
    await this.signIns.start(req, res, user);
    return toUserDto(user);
  }
}
