import type { PageMeta } from './page-head';
import { describe } from './page-head';
import type { Loader, PageAddresses } from './page-loading';
import { oneThing } from './page-loading';

// A free guide's landing page (/free/{slug}, the automations module's lead magnets): the page a
// coach shares, so its title, description and form come with the HTML and its head; a guide not
// offered (unknown, or taken down) is not to be indexed. Every offered guide is in the sitemap.

const MISSING_GUIDE: PageMeta = { title: 'Free guide', description: 'This guide is not available.' };
const guidePath = (slug: string) => `/free/${encodeURIComponent(slug)}`;

export const guidePage: Loader = (context, { slug }) =>
  oneThing(
    'getLeadMagnet',
    slug,
    () => context.services.guides.bySlug(slug),
    (guide) => ({
      queries: [{ endpoint: 'getLeadMagnet', arg: { slug }, data: guide }],
      meta: { title: guide.title, description: describe(guide.description), path: guidePath(guide.slug) },
    }),
    MISSING_GUIDE,
  );

export const guideAddresses: PageAddresses = {
  async *entries({ guides }) {
    for (const guide of await guides.offered()) yield { path: guidePath(guide.slug), lastmod: guide.updatedAt };
  },
  count: async ({ guides }) => (await guides.offered()).length,
};
