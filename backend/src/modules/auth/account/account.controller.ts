import { Body, Controller, Delete, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedIn } from '../../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { ChangePasswordDto, MessageResponseDto, UpdateProfileDto } from '../dto/account.dto';
import { toUserDto, UserDto } from '../dto/user.dto';
import { EmailConfirmationService } from './email-confirmation.service';
import { PasswordsService } from './passwords.service';
import { ProfileService } from './profile.service';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

// The signed-in customer's own account: Edit Profile, Change Password, the confirmation banner.
@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly profile: ProfileService,
    private readonly passwords: PasswordsService,
    private readonly confirmations: EmailConfirmationService,
  ) {}

  @Patch('profile')
  @SignedIn()
  @RateLimit({ name: 'update-profile', by: 'user', limit: 10, windowSeconds: ONE_HOUR })
  @ApiOperation({
    summary: 'Edit Profile: names at once; a new e-mail address after its confirmation link is opened',
    description: 'A new address is mailed a link (valid 24 hours) and shows as pendingEmail until then.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another account already uses this email address.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async updateProfile(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileDto): Promise<UserDto> {
    return toUserDto(await this.profile.update(user, body));
  }

  @Delete('email-change')
  @SignedIn()
  @ApiOperation({ summary: 'Drop the change of e-mail address that waits for its confirmation' })
  @ApiOkResponse({ type: UserDto })
  async cancelEmailChange(@CurrentUser() user: SessionUser): Promise<UserDto> {
    return toUserDto(await this.profile.cancelEmailChange(user));
  }

  @Post('email-confirmation')
  @SignedIn()
  @HttpCode(200)
  @RateLimit({ name: 'resend-confirmation', by: 'user', limit: 3, windowSeconds: ONE_HOUR })
  @ApiOperation({ summary: 'Send the link to confirm the e-mail address again ("Send again")' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The address is already confirmed' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async resendEmailConfirmation(@CurrentUser() user: SessionUser): Promise<MessageResponseDto> {
    await this.confirmations.resend(user);
    return { message: `We have sent a new confirmation link to ${user.email}.` };
  }

  @Put('password')
  @SignedIn()
  @RateLimit({ name: 'change-password', by: 'user', limit: 10, windowSeconds: FIFTEEN_MINUTES })
  @ApiOperation({ summary: 'Change Password: needs the current one; signs every other session out' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Wrong current password, or too short a new one' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    await this.passwords.change(user, body.currentPassword, body.password, req.sessionID);
    return { message: 'Your password has been changed. Your other devices have been signed out.' };
  }
}
