import type { Provider } from '@nestjs/common';
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
  inject: [BlogPostsService, ProductsService, PageContentService, SiteService, LegalPagesService],
  useFactory: (
    posts: BlogPostsService,
    products: ProductsService,
    content: PageContentService,
    site: SiteService,
    legal: LegalPagesService,
  ): PageServices => ({ posts, products, content, site, legal }),
};
