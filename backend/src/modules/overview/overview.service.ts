import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../core/mail/mail-outbox';
import { BackupsService } from '../backups';
import { BlogPostsService, SubscribersService } from '../blog';
import { ContactService } from '../contact';
import { ProductsService, SalesService } from '../commerce';
import { SiteService } from '../site';
import type { OverviewCountsDto } from './dto/overview.dto';

// The admin overview's counts, each from the module that owns the table, the site's checklist, the
// mail outbox's health, the shop's sales (revenue and the latest orders) and how the latest backups
// went, in one request.
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
  ) {}

  async counts(): Promise<OverviewCountsDto> {
    const [subscribers, messages, posts, publishedPosts, products, withImage, checklist, mail, sales, backups] =
      await Promise.all([
        this.subscribers.count(),
        this.contact.count(),
        this.posts.count(),
        this.posts.countPublished(),
        this.products.count(),
        this.products.countWithImage(),
        this.site.checklist(),
        this.outbox.health(),
        this.sales.summary(),
        this.backups.health(),
      ]);
    const makeItYours = { ...checklist, productImage: withImage > 0 };
    return { subscribers, messages, posts, publishedPosts, products, makeItYours, mail, sales, backups };
  }
}
