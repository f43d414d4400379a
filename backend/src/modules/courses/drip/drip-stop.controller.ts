import { Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UnsubscribeAction, UnsubscribeLinkPage } from '../../../core/http/unsubscribe-routes';
import { CoursesErrors } from '../courses.errors';
import { DripStopPageService } from './drip-stop-page.service';

// The stop link of the daily "new lessons are open" mail, the token signed for the enrolment(s)
// being the authority. Server-only (frontend/openapi-config.cjs leaves both out of the SPA's
// client): pages for a person who followed a link in a mail.
const DRIP_STOP_NOT_FOUND = `${CoursesErrors.dripStopLinkInvalid} Or: ${CoursesErrors.dripStopLinkGone}`;

@ApiTags('courses')
@Controller('courses/drip-mails/stop')
export class DripStopController {
  constructor(private readonly pages: DripStopPageService) {}

  @Get()
  @UnsubscribeLinkPage(
    "The page behind a drip mail's stop link: asks to confirm",
    DRIP_STOP_NOT_FOUND,
    'HTML page with a confirmation button (or saying the mails are off already)',
  )
  showCourseDripMailsStop(@Query('token') token: string): Promise<string> {
    return this.pages.showConfirmation(String(token ?? ''));
  }

  @Post()
  @UnsubscribeAction(
    "Stop a course's new-lesson e-mails (one-click from mail clients, or the page's button)",
    DRIP_STOP_NOT_FOUND,
  )
  stopCourseDripMails(@Query('token') token: string): Promise<string> {
    return this.pages.stop(String(token ?? ''));
  }
}
