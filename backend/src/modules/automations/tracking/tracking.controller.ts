import { Controller, Get, Header, Param, Redirect, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../../core/access/access.decorators';
import { AutomationSettingsRepository } from '../settings/automation-settings.repository';
import { EngagementsRepository } from './engagements.repository';
import { TrackingTokens } from './tracking-tokens';

// a transparent 1×1 GIF
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// The opens and clicks of marketing mail, on the site's own address (no third party), counted only
// while the owner has tracking on. A token that is not one counts nothing: the pixel is still a
// pixel, and a click goes to the site's home page.
@ApiExcludeController()
@Public()
@Controller('m')
export class TrackingController {
  constructor(
    private readonly tokens: TrackingTokens,
    private readonly engagements: EngagementsRepository,
    private readonly settings: AutomationSettingsRepository,
  ) {}

  @Get('o/:token')
  @Header('Cache-Control', 'no-store, private')
  async open(@Param('token') token: string): Promise<StreamableFile> {
    const tracked = this.tokens.read(token);
    if (tracked && (await this.settings.read()).tracking)
      await this.engagements.record(tracked.contactId, tracked.subjectKey, 'open', null);
    return new StreamableFile(PIXEL, { type: 'image/gif', length: PIXEL.length });
  }

  @Get('c/:token')
  @Redirect('/', 302)
  async click(@Param('token') token: string): Promise<{ url: string }> {
    const tracked = this.tokens.read(token);
    if (!tracked?.url) return { url: '/' };
    if ((await this.settings.read()).tracking)
      await this.engagements.record(tracked.contactId, tracked.subjectKey, 'click', tracked.url);
    return { url: tracked.url };
  }
}
