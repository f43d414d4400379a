import { Injectable } from '@nestjs/common';
import { localDayOf, zonedInstant } from '@coach/shared';
import { MailOutbox } from '../../core/mail/mail-outbox';
import { OwnerAlertsService } from '../alerts';
import { BackupsService } from '../backups';
import { BlogPostsService, SubscribersService } from '../blog';
import { ContactService } from '../contact';
import { ProductsService, SalesService } from '../commerce';
import { SiteService } from '../site';
import type { OverviewCountsDto } from './dto/overview.dto';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// The admin overview's counts, each from the module that owns the table, with their trends (new
// subscribers over the last 7 days, messages since the site's midnight), the site's checklist, the
// mail outbox's health, where the owner's alerts go, the shop's sales (revenue and the latest
// orders) and how the latest backups went, in one request.
@Injectable()
export class OverviewService {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly subscribers: SubscribersService,
    private readonly contact: ContactService,
    private readonly products: ProductsService,
    private readonly site: SiteService,
    private readonly outbox: MailOutbox,
    private readonly sales: SalesService,
    private readonly backups: BackupsService,
    private readonly alerts: OwnerAlertsService,
  ) {}

  async counts(now = new Date()): Promise<OverviewCountsDto> {
    // the site's day (its time zone, Site settings), as the sales card counts "today"
    const timeZone = await this.site.timeZone();
    const midnight = zonedInstant(localDayOf(now, timeZone), 0, timeZone);
    const [counts, trends, extras] = await Promise.all([
      Promise.all([
        this.subscribers.count(),
        this.contact.count(),
        this.posts.count(),
        this.posts.countPublished(),
        this.products.count(),
      ]),
      Promise.all([this.subscribers.countSince(new Date(now.getTime() - WEEK_MS)), this.contact.countSince(midnight)]),
      Promise.all([
        this.products.countWithImage(),
        this.site.checklist(),
        this.outbox.health(),
        this.sales.summary(),
        this.backups.health(),
        this.alerts.recipient(),
      ]),
    ]);
    const [subscribers, messages, posts, publishedPosts, products] = counts;
    const [subscribersFromLastWeek, messagesToday] = trends;
    const [withImage, checklist, mail, sales, backups, alerts] = extras;
    const makeItYours = { ...checklist, productImage: withImage > 0 };
    return {
      subscribers,
      subscribersFromLastWeek,
      messages,
      messagesToday,
      posts,
      publishedPosts,
      products,
      makeItYours,
      mail,
      sales,
      backups,
      alerts,
    };
  }
}
