import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/access/access.decorators';
import { RSS_PATH } from '../../core/http/site-paths';
import { RssFeedService } from './rss-feed.service';

@ApiTags('blog')
@Controller()
export class RssController {
  constructor(private readonly feed: RssFeedService) {}

  @Get(RSS_PATH)
  @Public()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'RSS 2.0 feed of the latest published posts (served at /rss.xml, outside /api)' })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'RSS 2.0 XML' })
  getRssFeed(): Promise<string> {
    return this.feed.latestFeed();
  }
}
