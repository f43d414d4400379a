import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { SkipCsrf } from '../http/csrf';
import { ErrorResponseDto } from '../http/error-response.dto';
import { MailFeedbackDto } from './dto/mail-suppression.dto';
import { MailFeedbackService } from './mail-feedback.service';
import { MAIL_FEEDBACK_SECRET_HEADER, MailSuppressionErrors as E } from './mail-suppressions.errors';

@ApiTags('mail feedback')
@Controller('webhooks')
export class MailFeedbackController {
  constructor(private readonly feedback: MailFeedbackService) {}

  // The mail provider calls this: no session, no CSRF token; the shared secret is the check.
  @Post('mail-feedback')
  @Public()
  @SkipCsrf()
  @HttpCode(204)
  @ApiOperation({
    summary:
      'The mail provider’s bounce and complaint feedback for one address, authenticated by the shared secret ' +
      '(MAIL_FEEDBACK_SECRET) in the X-Mail-Feedback-Secret header',
    description:
      'A hard bounce stops every mail to the address except the ones that confirm it anew; a complaint stops ' +
      'bulk mail (the lists) while transactional mail (orders, account, bookings) still goes; a soft bounce is ' +
      'counted only.',
  })
  @ApiHeader({ name: 'X-Mail-Feedback-Secret', required: true, description: 'MAIL_FEEDBACK_SECRET' })
  @ApiNoContentResponse({ description: 'Recorded' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: E.badSecret })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: E.feedbackOff })
  async receiveMailFeedback(
    @Headers(MAIL_FEEDBACK_SECRET_HEADER) secret: string | undefined,
    @Body() body: MailFeedbackDto,
  ): Promise<void> {
    await this.feedback.receive(secret, body);
  }
}
