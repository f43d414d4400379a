import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../core/access/access.decorators';
import type { SessionUser } from '../../../core/access/session-user';
import { SkipCsrf } from '../../../core/http/csrf';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RecordViewDto } from '../dto/record-view.dto';
import { MAX_BEACON_BYTES } from './ingest.errors';
import { PageViewsService } from './page-views.service';
import { viewSourceOf } from './view-filters';

// The public pages' beacon. No cookie is needed and none forged could do harm (a view counted at
// most), so no CSRF token; no API key either: it counts people. Without a session it is answered
// before Express (page-views.beacon.ts), alike.
@ApiTags('analytics')
@Controller('analytics')
export class PageViewsController {
  constructor(private readonly views: PageViewsService) {}

  @Post('views')
  @Public({ keys: 'none' })
  @SkipCsrf()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Count a page view (sent by the public pages after load)',
    description:
      'Answers 204 whether or not the view is counted. Not counted: known bots (headless browsers too), a ' +
      'request without a user agent, Do Not Track (`DNT: 1`), Global Privacy Control (`Sec-GPC: 1`), the ' +
      "signed-in owner, the owner's and the account's pages (/admin…, /account…, the owner's setup " +
      "screens), and a visitor's views over 60 a minute. No address or user agent is kept, only a " +
      'visitor id of the day.',
  })
  @ApiNoContentResponse({ description: 'Received' })
  @ApiPayloadTooLargeResponse({
    type: ErrorResponseDto,
    description: `The body is over ${MAX_BEACON_BYTES.toLocaleString('en')} bytes (this route's limit).`,
  })
  async recordPageView(@Req() req: Request, @Body() view: RecordViewDto): Promise<void> {
    const admin = (req.user as SessionUser | undefined)?.role === 'admin';
    await this.views.record(view, viewSourceOf(req.headers, req.ip ?? '', admin));
  }
}
