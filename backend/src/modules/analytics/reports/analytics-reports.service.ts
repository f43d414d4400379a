import { Injectable } from '@nestjs/common';
import { addDays, zonedInstant } from '@coach/shared';
import { BlogPostsService, NewsletterService, SubscribersService } from '../../blog';
import { ProductsService, SalesService } from '../../commerce';
import { SiteService } from '../../site';
import { ConversionsRepository } from '../attribution/conversions.repository';
import type { AnalyticsSummaryDto, AnalyticsTotalsDto } from '../dto/analytics-summary.dto';
import type {
  AnalyticsDevicesDto,
  AnalyticsPagesDto,
  AnalyticsPostsDto,
  AnalyticsSourcesDto,
} from '../dto/analytics-tables.dto';
import { RollupService } from '../rollups/rollup.service';
import { figuresBy, noFigures, rate, sourceKey } from './conversion-figures';
import { daysOf, type ReportRange, reportRange } from './report-range';
import { ReportsRepository } from './reports.repository';

// the longest tables
const TOP = 100;
// a post's page: /blog/{slug}
const POST_PATH = '^/blog/[^/]+$';
const THING_PATH = /^\/(blog|products|courses)\/([^/]+)$/;

const slugOf = (path: string) => {
  const slug = THING_PATH.exec(path)?.[2] ?? '';
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
};

// The owner's reports over a range of days: the traffic from the daily rollups (today's freshened
// first), what it brought from the conversions, orders and revenue from commerce, subscribers and
// posts from the blog.
@Injectable()
export class AnalyticsReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly rollups: RollupService,
    private readonly conversions: ConversionsRepository,
    private readonly sales: SalesService,
    private readonly subscribers: SubscribersService,
    private readonly blogPosts: BlogPostsService,
    private readonly newsletter: NewsletterService,
    private readonly products: ProductsService,
    private readonly site: SiteService,
  ) {}

  async summary(from: string, to: string): Promise<AnalyticsSummaryDto> {
    const range = await this.freshRange(from, to);
    const [current, previous, days, sales, subscribers, offers] = await Promise.all([
      this.reports.totals(from, to),
      this.reports.totals(range.previousFrom, range.previousTo),
      this.reports.days(from, to),
      this.sales.paidTotals(range.previousFrom, to),
      this.subscribers.subscriberCounts(range.previousFrom, to),
      this.sales.offerFigures(from, to),
    ]);
    const traffic = new Map(days.map((d) => [d.day, d]));
    const salesOf = new Map(sales.map((s) => [s.day, s]));
    const subscribersOf = new Map(subscribers.map((s) => [s.day, s]));
    const totals = (t: typeof current, first: string, last: string): AnalyticsTotalsDto => {
      const within = <T extends { day: string }>(rows: T[]) => rows.filter((r) => r.day >= first && r.day <= last);
      const orders = within(sales).reduce((sum, s) => sum + s.orders, 0);
      const subscribed = within(subscribers).reduce((sum, s) => sum + s.subscribers, 0);
      const confirmed = within(subscribers).reduce((sum, s) => sum + s.confirmed, 0);
      return {
        visitors: t.visitors,
        views: t.views,
        visits: t.visits,
        bounceRate: rate(t.bounces, t.visits),
        subscribers: subscribed,
        confirmedSubscribers: confirmed,
        confirmedRate: rate(confirmed, subscribed),
        orders,
        revenueCents: within(sales).reduce((sum, s) => sum + s.revenueCents, 0),
        conversionRate: rate(orders, t.visits),
      };
    };
    return {
      from,
      to,
      previousFrom: range.previousFrom,
      previousTo: range.previousTo,
      current: totals(current, from, to),
      previous: totals(previous, range.previousFrom, range.previousTo),
      series: daysOf(range).map((day) => ({
        day,
        visitors: traffic.get(day)?.visitors ?? 0,
        views: traffic.get(day)?.views ?? 0,
        subscribers: subscribersOf.get(day)?.subscribers ?? 0,
        orders: salesOf.get(day)?.orders ?? 0,
        revenueCents: salesOf.get(day)?.revenueCents ?? 0,
      })),
      offers: {
        ...offers,
        bumpRate: rate(offers.bumpsTaken, offers.bumpsOffered),
        upsellRate: rate(offers.upsellsTaken, offers.upsellsOffered),
      },
    };
  }

  async pages(from: string, to: string): Promise<AnalyticsPagesDto> {
    await this.freshRange(from, to);
    const [pages, brought] = await Promise.all([
      this.reports.pages(from, to, TOP),
      this.conversionFigures(from, to, (entry) => entry.path),
    ]);
    const titles = await this.titles(pages.map((p) => p.path));
    return {
      items: pages.map((p) => ({ ...p, title: titles.get(p.path) ?? null, ...(brought.get(p.path) ?? noFigures()) })),
    };
  }

  async sources(from: string, to: string): Promise<AnalyticsSourcesDto> {
    await this.freshRange(from, to);
    const [sources, brought] = await Promise.all([
      this.reports.sources(from, to, TOP),
      this.conversionFigures(from, to, sourceKey),
    ]);
    return {
      items: sources.map((s) => ({
        referrerHost: s.referrerHost || null,
        utmSource: s.utmSource || null,
        utmMedium: s.utmMedium || null,
        utmCampaign: s.utmCampaign || null,
        visits: s.visits,
        visitors: s.visitors,
        ...(brought.get(sourceKey(s)) ?? noFigures()),
      })),
    };
  }

  // The posts viewed in the range, most viewed first, then those published in it and not viewed.
  async posts(from: string, to: string): Promise<AnalyticsPostsDto> {
    await this.freshRange(from, to);
    const timeZone = await this.site.timeZone();
    const [pages, brought, published] = await Promise.all([
      this.reports.pages(from, to, TOP, POST_PATH),
      this.conversionFigures(from, to, (entry) => entry.path),
      this.blogPosts.postsPublishedBetween(zonedInstant(from, 0, timeZone), zonedInstant(addDays(to, 1), 0, timeZone)),
    ]);
    const viewed = new Map(
      (await this.blogPosts.postsBySlug(pages.map((p) => slugOf(p.path)))).map((p) => [p.slug, p]),
    );
    const rows = [
      ...pages.flatMap((page) => {
        const post = viewed.get(slugOf(page.path));
        return post ? [{ post, views: page.views, visitors: page.visitors }] : [];
      }),
      ...published.filter((p) => !viewed.has(p.slug)).map((post) => ({ post, views: 0, visitors: 0 })),
    ].slice(0, TOP);
    const delivery = await this.newsletter.deliveryCounts(rows.map(({ post }) => post.id));
    return {
      items: rows.map(({ post, views, visitors }) => ({
        postId: post.id,
        slug: post.slug,
        title: post.title,
        views,
        visitors,
        subscribers: brought.get(`/blog/${post.slug}`)?.subscribers ?? 0,
        newsletterSent: delivery.get(post.id)?.sent ?? 0,
        newsletterFailed: delivery.get(post.id)?.failed ?? 0,
      })),
    };
  }

  async devices(from: string, to: string): Promise<AnalyticsDevicesDto> {
    await this.freshRange(from, to);
    return { items: await this.reports.devices(from, to) };
  }

  // the range checked, and today's rollup freshened when the range reaches it
  private async freshRange(from: string, to: string): Promise<ReportRange> {
    const range = reportRange(from, to);
    if (to >= (await this.rollups.today())) await this.rollups.freshen();
    return range;
  }

  // What visits brought in the range, by the key of their entry: the subscribers of its days, the
  // orders paid in it (on the day they were paid, as the summary counts them).
  private async conversionFigures(from: string, to: string, keyOf: Parameters<typeof figuresBy>[2]) {
    const paid = await this.sales.paidOrdersBetween(from, to);
    return figuresBy(await this.conversions.attributedOf(from, to, [...paid.keys()]), paid, keyOf);
  }

  // the post's, product's or course's title of each path that is one
  private async titles(paths: string[]): Promise<Map<string, string>> {
    const things = paths.filter((p) => THING_PATH.test(p));
    const postPaths = things.filter((p) => p.startsWith('/blog/'));
    const [posts, products] = await Promise.all([
      this.blogPosts.postsBySlug(postPaths.map(slugOf)),
      this.products.titlesBySlug(things.filter((p) => !p.startsWith('/blog/')).map(slugOf)),
    ]);
    const postTitles = new Map(posts.map((p) => [p.slug, p.title]));
    const titles = new Map<string, string>();
    for (const path of things) {
      const title = path.startsWith('/blog/') ? postTitles.get(slugOf(path)) : products.get(slugOf(path));
      if (title) titles.set(path, title);
    }
    return titles;
  }
}
