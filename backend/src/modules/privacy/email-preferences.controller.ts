import { Body, Controller, Get, Patch } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SignedIn } from '../../core/access/access.decorators';
import { CurrentUser, SessionUser } from '../../core/access/session-user';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { EmailPreferencesDto, UpdateEmailPreferencesDto } from './dto/email-preferences.dto';
import { EmailPreferencesService } from './email-preferences.service';

@ApiTags('account')
@Controller('account/email-preferences')
export class EmailPreferencesController {
  constructor(private readonly preferences: EmailPreferencesService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "Email Preferences: the account's Daily Blog Posts and Product Updates" })
  @ApiOkResponse({ type: EmailPreferencesDto })
  getEmailPreferences(@CurrentUser() user: SessionUser): Promise<EmailPreferencesDto> {
    return this.preferences.get(user.id);
  }

  @Patch()
  @SignedIn()
  @RateLimit({ name: 'email-preferences', by: 'user', limit: 30, windowSeconds: 3600 })
  @ApiOperation({
    summary: 'Turn Daily Blog Posts or Product Updates on or off',
    description:
      'Daily Blog Posts is the newsletter row of the account’s address: on is active at once for a confirmed ' +
      'address and goes through the confirmation mail otherwise; off unsubscribes. Answers the preferences after.',
  })
  @ApiOkResponse({ type: EmailPreferencesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  updateEmailPreferences(
    @CurrentUser() user: SessionUser,
    @Body() body: UpdateEmailPreferencesDto,
  ): Promise<EmailPreferencesDto> {
    return this.preferences.update(user.id, body);
  }
}
