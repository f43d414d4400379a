import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import {
  EmailConfirmedDto,
  ForgotPasswordDto,
  LinkTokenDto,
  MessageResponseDto,
  ResetPasswordDto,
} from '../dto/account.dto';
import { SignInAlerts } from '../devices/sign-in-alerts.service';
import { NotMeDto } from '../devices/not-me.dto';
import { EmailConfirmationService } from './email-confirmation.service';
import { PasswordResetService } from './password-reset.service';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';
const DEAD_LINK = 'The link is unknown, expired or used (the message says which)';

// What the links in account mails open, for visitors who need not be signed in.
@ApiTags('auth')
@Controller('auth')
export class AccountLinksController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly confirmations: EmailConfirmationService,
    private readonly alerts: SignInAlerts,
  ) {}

  @Post('forgot-password')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'forgot-password', by: 'ip', limit: 10, windowSeconds: ONE_HOUR })
  @ApiOperation({
    summary: 'Mail a password reset link (valid 1 hour) to the address, if an account uses it',
    description: 'The answer is the same whether or not the address has an account.',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async requestPasswordReset(@Body() body: ForgotPasswordDto): Promise<MessageResponseDto> {
    await this.resets.request(body.email);
    return { message: RESET_REQUESTED };
  }

  @Post('reset-password/check')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'reset-link', by: 'ip', limit: 60, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({ summary: 'Whether a password reset link can still be used' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiGoneResponse({ type: ErrorResponseDto, description: DEAD_LINK })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async checkPasswordResetLink(@Body() body: LinkTokenDto): Promise<MessageResponseDto> {
    await this.resets.check(body.token);
    return { message: 'Choose a new password.' };
  }

  @Post('reset-password')
  @Public({ keys: 'none' })
  @HttpCode(200)
  @RateLimit({ name: 'reset-link', by: 'ip', limit: 60, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({ summary: 'Set a new password with a reset link; signs the account out everywhere' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Password must be at least 6 characters' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: DEAD_LINK })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.resets.reset(body.token, body.password);
    return { message: 'Your password has been changed. Please sign in with your new password.' };
  }

  @Post('confirm-email')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'confirm-link', by: 'ip', limit: 60, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({ summary: "Confirm an address with the link mailed to it (a new account's, or a new address)" })
  @ApiOkResponse({ type: EmailConfirmedDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another account took the new address meanwhile' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: DEAD_LINK })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  confirmEmail(@Body() body: LinkTokenDto): Promise<EmailConfirmedDto> {
    return this.confirmations.confirm(body.token);
  }

  @Post('sign-in-alert')
  @Public({ keys: 'none' })
  @HttpCode(200)
  @RateLimit({ name: 'sign-in-alert-link', by: 'ip', limit: 60, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({
    summary: '"This was not me", from the mail about a sign-in from a new browser',
    description:
      'Every session of the account ends (whoever signed in is out) and the answer holds a password-reset token ' +
      '(valid one hour) for /reset-password, where a new password is chosen.',
  })
  @ApiOkResponse({ type: NotMeDto })
  @ApiGoneResponse({ type: ErrorResponseDto, description: DEAD_LINK })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async notMe(@Body() body: LinkTokenDto): Promise<NotMeDto> {
    return {
      message: 'Your account has been signed out everywhere. Choose a new password now.',
      resetToken: await this.alerts.notMe(body.token),
    };
  }
}
