import type { Request } from 'express';
import type { Page } from '../../core/paging/page';
import type { UserEntity } from '../auth';
import { toUserDto } from '../auth';
import { toBlogPostSummaryDto } from '../blog';
import { toProductDto } from '../commerce';
import type { PageMeta } from './page-head';
import type { Loader, PageAddresses, PageContext, SeedQuery } from './page-loading';
import { contentPage } from './page-loading';
import { guideAddresses, guidePage } from './guide-page';
import { LEGAL_PAGES } from './legal-page';
import { postAddresses, postPage, productAddresses, productPage } from './thing-pages';

export interface PublicPage {
  // as React Router matches it (":name" is a parameter)
  path: string;
  load: Loader;
  // the addresses of a page with parameters (every post, every product), and how many there are (the
  // sitemap index reads counts only); a page without parameters is listed as it is
  sitemap?: PageAddresses;
}

// The blog's first page, as "Load More Posts" pages it (frontend BLOG_PAGE_SIZE)
const BLOG_PAGE_SIZE = 9;

// A list's first page as the frontend's infinite query holds it (its next pages follow in the browser)
const firstPageOf = (endpoint: string, arg: unknown, first: Page<unknown>): SeedQuery[] => {
  const page = { items: first.items, next: first.next, total: first.items.length };
  return [{ endpoint, arg, data: { pages: [page], pageParams: [null] } }];
};

const firstPosts = async ({ services, reader }: PageContext): Promise<SeedQuery[]> =>
  firstPageOf(
    'listBlogPostPages',
    undefined,
    (await services.posts.listPublished({ limit: BLOG_PAGE_SIZE }, reader)).map(toBlogPostSummaryDto),
  );

// The shop's first page under All Products, as "Load More Products" pages it (frontend PRODUCT_PAGE_SIZE)
const PRODUCT_PAGE_SIZE = 12;

const firstProducts = async ({ services }: PageContext): Promise<SeedQuery[]> =>
  firstPageOf(
    'listProductPages',
    'all',
    (await services.products.listPage({ limit: PRODUCT_PAGE_SIZE })).map((p) => toProductDto(p, false)),
  );

// Any address that is no page: not to be indexed.
export const NOT_FOUND: PageMeta = { title: 'Page Not Found', description: '404 Page Not Found' };

// The site's public pages the server renders, with what each reads and what its <head> says: a new
// public page of the site (a legal page) is one entry here, and is in the sitemap with it; another
// module's page (a course's) is registered with PublicPageRegistry. Any other
// address renders the SPA's 404 page with status 404, except the screens only the browser renders
// (frontend router's clientOnly routes), which get the bare shell.
export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    load: contentPage('home', '/', { lead: { section: 'hero', otherwise: (c) => c.site.tagline }, owner: true }),
  },
  {
    path: '/blog',
    load: contentPage(
      'blog',
      '/blog',
      {
        title: 'Blog',
        lead: {
          section: 'header',
          otherwise: 'Practical reflections on business, growth and life, published every morning.',
        },
      },
      firstPosts,
    ),
  },
  { path: '/blog/:slug', load: postPage, sitemap: postAddresses },
  {
    path: '/products',
    load: contentPage(
      'products',
      '/products',
      {
        title: 'Products',
        lead: {
          section: 'header',
          otherwise: 'Guides, courses and coaching sessions to help you grow with intention.',
        },
      },
      firstProducts,
    ),
  },
  { path: '/products/:slug', load: productPage, sitemap: productAddresses },
  {
    path: '/about',
    load: contentPage('about', '/about', {
      title: 'About',
      lead: {
        section: 'mission',
        otherwise: 'A business coach, an author and, above all, someone who knows what it takes to start over.',
      },
      owner: true,
    }),
  },
  {
    path: '/contact',
    load: contentPage('contact', '/contact', {
      title: 'Contact',
      // its saved header replaces the title, not the lead
      lead: { otherwise: "Questions, ideas or a project in mind? I'd love to hear from you." },
    }),
  },
  { path: '/free/:slug', load: guidePage, sitemap: guideAddresses },
  ...LEGAL_PAGES,
];

// The answers every page reads: the site settings and who is signed in (so a signed-out page
// never asks /api/auth/user, which answers 401).
export function everyPage({ site }: PageContext, req: Request): SeedQuery[] {
  const user = req.user as UserEntity | undefined;
  return [
    { endpoint: 'getSite', arg: undefined, data: site },
    { endpoint: 'getCurrentUser', arg: undefined, data: user ? toUserDto(user) : null },
  ];
}
