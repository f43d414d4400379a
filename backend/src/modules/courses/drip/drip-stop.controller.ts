import { Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../core/access/access.decorators';
import { SkipCsrf } from '../../../core/http/csrf';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { DripStopPageService } from './drip-stop-page.service';

// The stop link of the daily "new lessons are open" mail. Server-only (frontend/openapi-config.cjs
// leaves both out of the SPA's client): pages for a person who followed a link in a mail.
@ApiTags('courses')
@Controller('courses/drip-mails/stop')
export class DripStopController {
  constructor(private readonly pages: DripStopPageService) {}

  // Mail scanners open links: the link only shows a confirmation button, the POST stops the mails.
  @Get()
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The page behind a drip mail's stop link: asks to confirm" })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML page with a confirmation button (or saying the mails are off already)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  showCourseDripMailsStop(@Query('token') token: string): Promise<string> {
    return this.pages.showConfirmation(String(token ?? ''));
  }

  // Also the RFC 8058 one-click target (List-Unsubscribe-Post): no session, no CSRF token; the
  // token, signed for the enrolment, is the authority.
  @Post()
  @Public()
  @SkipCsrf()
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Stop a course's new-lesson e-mails (one-click from mail clients, or the page's button)" })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML confirmation' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  stopCourseDripMails(@Query('token') token: string): Promise<string> {
    return this.pages.stop(String(token ?? ''));
  }
}
