import type { Provider } from '@nestjs/common';
import { LeadMagnetsService } from '../automations';
import { BlogPostsService } from '../blog';
import { ProductsService } from '../commerce';
import { PageContentService } from '../content';
import { LegalPagesService } from '../legal';
import { SiteService } from '../site';
import type { PageServices } from './page-loading';

// The services the pages read from (the renderer and the sitemap), gathered once.
export const PAGE_SERVICES = Symbol('PAGE_SERVICES');
export const pageServicesProvider: Provider = {
  provide: PAGE_SERVICES,
  inject: [BlogPostsService, ProductsService, PageContentService, SiteService, LegalPagesService, LeadMagnetsService],
  useFactory: (
    posts: BlogPostsService,
    products: ProductsService,
    content: PageContentService,
    site: SiteService,
    legal: LegalPagesService,
    guides: LeadMagnetsService,
  ): PageServices => ({ posts, products, content, site, legal, guides }),
};
