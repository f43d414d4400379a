import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../core/access/access.decorators';
import type { SessionUser } from '../../../core/access/session-user';
import { SkipCsrf } from '../../../core/http/csrf';
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
    summary:
      'Count a page view (sent by the public pages after load). Answers 204 whether or not it is counted: ' +
      'known bots, Do Not Track, Global Privacy Control, the signed-in owner, /admin and /account pages and a ' +
      "visitor's views over 60 a minute are not. No address or user agent is kept, only a daily visitor id.",
  })
  @ApiNoContentResponse({ description: 'Received' })
  @ApiPayloadTooLargeResponse({ description: `Over ${MAX_BEACON_BYTES} bytes, this route's own limit` })
  async recordPageView(@Req() req: Request, @Body() view: RecordViewDto): Promise<void> {
    const admin = (req.user as SessionUser | undefined)?.role === 'admin';
    await this.views.record(view, viewSourceOf(req.headers, req.ip ?? '', admin));
  }
}
