import { SITEMAP_PATH } from '../../core/http/site-paths';
import { escapeHtml } from '../../core/text/html';
import type { PageServices, SitemapEntry } from './page-loading';
import { PUBLIC_PAGES } from './public-pages';

// What search engines read besides the pages: the sitemap and robots.txt.

// the sitemap protocol's limit for one file
const MAX_URLS = 50_000;

// Every public page's address: the pages without parameters as they are, then the addresses each
// page with parameters lists (every published post, every product), with when they last changed.
async function* sitemapEntries(services: PageServices): AsyncGenerator<SitemapEntry> {
  for (const page of PUBLIC_PAGES) if (!page.path.includes(':')) yield { path: page.path };
  for (const page of PUBLIC_PAGES) if (page.sitemap) yield* page.sitemap(services);
}

// sitemap.xml (https://www.sitemaps.org/protocol.html), written as it is read: a post at a time,
// never the whole list in memory.
export async function* sitemapXml(services: PageServices, publicUrl: string): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  let count = 0;
  for await (const { path, lastmod } of sitemapEntries(services)) {
    if (++count > MAX_URLS) break;
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    yield `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${modified}</url>\n`;
  }
  yield '</urlset>\n';
}

// The screens that are nobody's business but their user's: sign-in areas, the admin's and the checkout.
export const NOT_FOR_CRAWLERS = [
  '/admin',
  '/account',
  '/checkout',
  '/product-manager',
  '/admin-setup',
  '/schedule-call',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
