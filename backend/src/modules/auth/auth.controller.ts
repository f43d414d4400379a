import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, SignedIn } from '../../core/access/access.decorators';
import { SessionRead } from '../../core/http/cached-read';
import { CsrfTokens } from '../../core/http/csrf';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { endSession } from '../../core/http/session.middleware';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { AuthService } from './auth.service';
import { CurrentAccount } from './current-account';
import type { UserEntity } from './entities/user.entity';
import { LoginDto } from './dto/login.dto';
import { RegisterDto, RegisteredDto } from './dto/register.dto';
import { toUserDto, UserDto } from './dto/user.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { SignIns } from './sign-ins';
import { pendingSignIn } from './two-factor/pending-sign-in';
import { rightCode } from './two-factor/right-code';
import { SecondFactorRequiredDto, TwoFactorCodeDto } from './two-factor/two-factor.dto';
import { TwoFactorErrors } from './two-factor/two-factor.errors';
import { TwoFactorService } from './two-factor/two-factor.service';
import { UsersService } from './users.service';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const REGISTERED = 'Thank you for registering. We have sent a mail to this address. Please sign in.';
const REGISTERED_SIGNED_IN =
  'Thank you for registering. You are signed in. We have sent a mail to confirm your address.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly csrf: CsrfTokens,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly signIns: SignIns,
  ) {}

  @Post('register')
  @Public({ keys: 'none' })
  @RateLimit({ name: 'register', by: 'ip', limit: 20, windowSeconds: ONE_HOUR })
  @ApiOperation({
    summary: 'Create a customer account and sign it in',
    description:
      'A new address gets the account, a confirmation link by mail, and is signed in as at sign-in (a new ' +
      'session id, cookie "sid", and a new CSRF token); an address that has an account gets a mail telling its ' +
      'owner, nothing changes and nobody is signed in (`user` is null).',
  })
  @ApiCreatedResponse({ type: RegisteredDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async register(
    @Body() body: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RegisteredDto> {
    const user = await this.auth.register(body);
    if (!user) return { message: REGISTERED, user: null };
    await this.signIns.start(req, res, user);
    return { message: REGISTERED_SIGNED_IN, user: toUserDto(user) };
  }

  @Post('login')
  @Public({ keys: 'none' })
  @HttpCode(200)
  // all attempts per address here; per account and address in LocalAuthGuard (SignInThrottle)
  @RateLimit({ name: 'login', by: 'ip', limit: 50, windowSeconds: FIFTEEN_MINUTES })
  @UseGuards(LocalAuthGuard)
  @ApiOperation({
    summary: 'Sign in with e-mail and password; starts a session (cookie "sid")',
    description:
      'An account with two-factor sign-in on is not signed in yet: the answer is 202 and the code goes to ' +
      'POST /api/auth/login/code within 5 minutes, from the same browser. A sign-in from a browser the account ' +
      'has not used (cookie "did") is mailed to its address, with a "This was not me" link.',
  })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserDto })
  @ApiAcceptedResponse({ type: SecondFactorRequiredDto, description: 'Right password; the code comes next' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async login(
    @CurrentAccount() user: UserEntity,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto | SecondFactorRequiredDto> {
    if (pendingSignIn(req) === user.id) {
      // a new session waits for the code: its token is a new one too
      this.csrf.renew(req, res);
      res.status(202);
      return { secondFactorRequired: true, message: 'Enter the 6-digit code from your authenticator app.' };
    }
    await this.signIns.started(req, res, user);
    return toUserDto(user);
  }

  @Post('login/code')
  @Public({ keys: 'none' })
  @HttpCode(200)
  @RateLimit({ name: 'login-code', by: 'ip', limit: 50, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({
    summary: "Sign in's second step: the authenticator app's code, or a recovery code (used up)",
    description:
      'After a 202 from POST /api/auth/login. Wrong codes count per account: 5 in 15 minutes, then 429. ' +
      'Starts the session as sign-in does.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a code' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'A wrong code, or no sign-in waiting for one' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async loginWithCode(
    @Body() body: TwoFactorCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const userId = pendingSignIn(req);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(TwoFactorErrors.noPendingSignIn);
    rightCode(await this.twoFactor.verifySignIn(user.id, body.code), res, UnauthorizedException);
    await this.signIns.start(req, res, user);
    return toUserDto(user);
  }

  @Post('logout')
  @Public({ keys: 'none' })
  @HttpCode(204)
  @ApiOperation({ summary: 'End the session' })
  @ApiNoContentResponse({ description: 'Signed out (also when no one was signed in)' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endSession(req, res);
    this.csrf.renew(req, res);
  }

  @Get('user')
  @SignedIn()
  // polled by every open tab: answered from memory until the session or the account changes
  @SessionRead()
  @ApiOperation({ summary: 'The signed-in user; 401 when no one is signed in' })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  getCurrentUser(@CurrentAccount() user: UserEntity): UserDto {
    return toUserDto(user);
  }
}
