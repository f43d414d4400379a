import { NotFoundException } from '@nestjs/common';
import { plainText } from '@coach/shared';
import type { SessionUser } from '../../core/access/session-user';
import type { LeadMagnetsService } from '../automations';
import type { BlogPostsService } from '../blog';
import type { ProductsService } from '../commerce';
import type { PageContentService } from '../content';
import type { LegalPagesService } from '../legal';
import type { SiteService } from '../site';
import { describe, type HeadContext, type PageMeta } from './page-head';
import { person } from './structured-data';

// One answer of the API for the page's store: the endpoint and argument the page's hook reads it
// with (frontend/src/ssr/seed.ts), and the answer as the API would give it.
export interface SeedQuery {
  endpoint: string;
  arg: unknown;
  data: unknown;
}

export interface PageServices {
  posts: BlogPostsService;
  products: ProductsService;
  content: PageContentService;
  site: SiteService;
  legal: LegalPagesService;
  guides: LeadMagnetsService;
}

// What a loader gets: the services, the site settings, the site's address and who reads (nobody
// signed in: undefined; the page of a visitor without a session is kept for all of them).
export interface PageContext extends HeadContext {
  services: PageServices;
  reader: SessionUser | undefined;
}

export type Params = Record<string, string>;
// The answers a page reads (a missing post or product seeds null: the page says so), what its
// <head> says, and whether the page's subject is missing (the page answers 404).
export interface Loaded {
  queries: SeedQuery[];
  meta: PageMeta;
  notFound?: boolean;
  // what it shows depends on who reads it (a members-only post): a signed-in reader's page is
  // stored nowhere, their browser included
  forReader?: boolean;
}
export type Loader = (context: PageContext, params: Params) => Promise<Loaded>;

// An address for the sitemap, with when its page last changed where that is known.
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

// The addresses of a page with parameters (every post…), read as they are listed, and how many
// there are (what the sitemap index needs: it reads counts only).
export interface PageAddresses {
  entries: (services: PageServices) => AsyncIterable<SitemapEntry>;
  count: (services: PageServices) => Promise<number>;
}

const SLUG = /^[\p{L}\p{N}-]{1,200}$/u;

// A page about one thing (a post, a product) found by its slug: its answer and head, or null, the
// `missing` head and a 404 when there is none. `argName`: the endpoint's name for the slug.
export async function oneThing<Thing>(
  endpoint: string,
  slug: string,
  find: () => Promise<Thing>,
  page: (thing: Thing) => Omit<Loaded, 'notFound'>,
  missing: PageMeta,
  argName = 'slug',
): Promise<Loaded> {
  const nothing = { queries: [{ endpoint, arg: { [argName]: slug }, data: null }], meta: missing, notFound: true };
  // what a slug can be (letters, digits, hyphens): anything else is nothing, unasked
  if (!SLUG.test(slug)) return nothing;
  try {
    return page(await find());
  } catch (error) {
    if (!(error instanceof NotFoundException)) throw error;
    return nothing;
  }
}

// the text of a saved section as it reads: inline formatting is no word break (plainText spaces tags)
const INLINE_TAGS = /<\/?(a|b|em|i|s|span|strong|u)\b[^>]*>/gi;
const sectionText = (html: string) => plainText(html.replace(INLINE_TAGS, ''));

export interface ContentPageHead {
  // the page's part of its title; none: the site's name alone (home)
  title?: string;
  // the saved section whose text describes the page (its lead), and the page's own text otherwise
  lead: { section?: string; otherwise: string | ((context: PageContext) => string) };
  // the owner as a schema.org Person in the page's JSON-LD (home, About)
  owner?: boolean;
}

// A page of the SPA with its editable sections (features/content/use-page-content) at `path`.
// `more` reads the other answers the page shows (the blog's posts, the products).
export const contentPage =
  (page: string, path: string, head: ContentPageHead, more?: (context: PageContext) => Promise<SeedQuery[]>): Loader =>
  async (context) => {
    const sections = await context.services.content.listPage(page as never);
    const saved = head.lead.section && sections.find((s) => s.section === head.lead.section)?.content;
    const { otherwise } = head.lead;
    const lead = (saved && sectionText(saved)) || (typeof otherwise === 'string' ? otherwise : otherwise(context));
    const owner = head.owner ? person(context) : null;
    return {
      queries: [{ endpoint: 'getPageContent', arg: { page }, data: sections }, ...((await more?.(context)) ?? [])],
      meta: { title: head.title, description: describe(lead), path, ...(owner && { jsonLd: [owner] }) },
    };
  };
