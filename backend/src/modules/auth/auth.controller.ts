import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
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
import { startSession } from './start-session';

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
    await startSession(req, user);
    this.csrf.renew(req, res);
    return { message: REGISTERED_SIGNED_IN, user: toUserDto(user) };
  }

  @Post('login')
  @Public({ keys: 'none' })
  @HttpCode(200)
  // all attempts per address here; per account and address in LocalAuthGuard (SignInThrottle)
  @RateLimit({ name: 'login', by: 'ip', limit: 50, windowSeconds: FIFTEEN_MINUTES })
  @UseGuards(LocalAuthGuard)
  @ApiOperation({ summary: 'Sign in with e-mail and password; starts a session (cookie "sid")' })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  login(@CurrentAccount() user: UserEntity, @Req() req: Request, @Res({ passthrough: true }) res: Response): UserDto {
    this.csrf.renew(req, res);
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
