import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { RSS_PATH } from '../../core/http/site-paths';
import { escapeHtml } from '../../core/text/html';
import { SiteService } from '../site';
import { BlogPostsService } from './blog-posts.service';
import type { BlogPostSummary } from './entities/blog-post.entity';

const FEED_SIZE = 20;
// when the owner leaves the tagline empty
const DESCRIPTION = 'Daily insights on business, personal growth and technology.';

// The RSS 2.0 feed of the latest published posts; the channel carries the site's name and tagline.
// An item is a post's title, link, category and excerpt, never its content (no content:encoded):
// a members-only post's body is read on its page by its members alone, and the feed is anybody's.
@Injectable()
export class RssFeedService {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly site: SiteService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async latestFeed(): Promise<string> {
    const site = this.config.publicUrl;
    const { siteName, tagline } = await this.site.identity();
    const items = (await this.posts.latestPublished(FEED_SIZE)).map((p) => feedItem(site, p)).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Daily Insights Blog · ${escapeHtml(siteName)}</title>
    <link>${escapeHtml(site)}/blog</link>
    <atom:link href="${escapeHtml(site)}/${RSS_PATH}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(tagline || DESCRIPTION)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  }
}

function feedItem(site: string, p: BlogPostSummary): string {
  const link = `${site}/blog/${encodeURIComponent(p.slug)}`;
  return `    <item>
      <title>${escapeHtml(p.title)}</title>
      <link>${escapeHtml(link)}</link>
      <guid isPermaLink="true">${escapeHtml(link)}</guid>
      <pubDate>${(p.publishedAt ?? p.createdAt).toUTCString()}</pubDate>
      <category>${escapeHtml(p.category)}</category>
      <description>${escapeHtml(p.excerpt)}</description>
    </item>`;
}
