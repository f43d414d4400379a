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
import { MessageResponseDto } from './dto/account.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { toUserDto, UserDto } from './dto/user.dto';
import { LocalAuthGuard } from './local-auth.guard';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const REGISTERED = 'Thank you for registering. We have sent a mail to this address. Please sign in.';

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
    summary: 'Create a customer account (does not sign in)',
    description:
      'The answer is the same whether or not the address has an account: a new address gets the account and a ' +
      'confirmation link by mail; an address that has one gets a mail telling its owner, and nothing changes.',
  })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async register(@Body() body: RegisterDto): Promise<MessageResponseDto> {
    await this.auth.register(body);
    return { message: REGISTERED };
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
