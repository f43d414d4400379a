import { plainText } from '@coach/shared';
import { LEGAL_SLUGS } from '../legal';
import { describe } from './page-head';
import type { Loader } from './page-loading';
import type { PublicPage } from './public-pages';

// A legal page (privacy policy, terms, refund policy): the owner's text as visitors read it.
const legalPage =
  (slug: string): Loader =>
  async ({ services }) => {
    const page = await services.legal.publicPage(slug);
    return {
      queries: [{ endpoint: 'getLegalPage', arg: { slug }, data: page }],
      meta: { title: page.title, description: describe(plainText(page.content)), path: `/${slug}` },
    };
  };

export const LEGAL_PAGES: PublicPage[] = LEGAL_SLUGS.map((slug) => ({ path: `/${slug}`, load: legalPage(slug) }));
