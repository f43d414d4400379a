import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/access/access.decorators';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { BlogPostsService } from './blog-posts.service';
import { escapeHtml } from './html-sanitizer';

export const RSS_PATH = 'rss.xml';
const FEED_SIZE = 20;

@ApiTags('blog')
@Controller()
export class RssController {
  constructor(
    private readonly posts: BlogPostsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(RSS_PATH)
  @Public()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'RSS 2.0 feed of the latest published posts (served at /rss.xml, outside /api)' })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'RSS 2.0 XML' })
  async getRssFeed(): Promise<string> {
    const site = this.config.publicUrl;
    const posts = await this.posts.listPublished(FEED_SIZE);
    const items = posts
      .map((p) => {
        const link = `${site}/blog/${encodeURIComponent(p.slug)}`;
        return `    <item>
      <title>${escapeHtml(p.title)}</title>
      <link>${escapeHtml(link)}</link>
      <guid isPermaLink="true">${escapeHtml(link)}</guid>
      <pubDate>${(p.publishedAt ?? p.createdAt).toUTCString()}</pubDate>
      <category>${escapeHtml(p.category)}</category>
      <description>${escapeHtml(p.excerpt)}</description>
    </item>`;
      })
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Daily Insights Blog</title>
    <link>${escapeHtml(site)}/blog</link>
    <atom:link href="${escapeHtml(site)}/rss.xml" rel="self" type="application/rss+xml"/>
    <description>Daily insights on business, personal growth and technology.</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  }
}
