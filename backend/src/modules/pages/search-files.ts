import { SITEMAP_PATH } from '../../core/http/site-paths';
import { escapeHtml } from '../../core/text/html';
import type { PageServices, SitemapEntry } from './page-loading';
import type { PublicPage } from './public-pages';

// What search engines read besides the pages: the sitemap and robots.txt.

// Addresses in one sitemap file: past this many, /sitemap.xml is a sitemap index naming files of
// this many each (/sitemap.xml?page=1, 2…), so that no answer is larger than about half a megabyte
// (the protocol allows 50,000 addresses a file).
export const SITEMAP_FILE_URLS = 5_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

// Every public page's address: the pages without parameters as they are, then the addresses each
// page with parameters lists (every published post, every product), with when they last changed.
// Read as they are listed (the posts a page at a time), never the whole list in memory.
async function* sitemapEntries(services: PageServices, pages: readonly PublicPage[]): AsyncGenerator<SitemapEntry> {
  for (const page of pages) if (!page.path.includes(':')) yield { path: page.path };
  for (const page of pages) if (page.sitemap) yield* page.sitemap.entries(services);
}

// how many addresses the sitemap has, from counts (not reading them)
async function sitemapCount(services: PageServices, pages: readonly PublicPage[]): Promise<number> {
  const counts = await Promise.all(pages.map((page) => (page.sitemap ? page.sitemap.count(services) : 0)));
  return pages.filter((page) => !page.path.includes(':')).length + counts.reduce((a, b) => a + b, 0);
}

// sitemap.xml (https://www.sitemaps.org/protocol.html) of `pages`: without `file`, every address, or
// an index of the files when there are more than SITEMAP_FILE_URLS; with it, that file of the index
// (1, 2…), null past the last one.
export async function sitemapXml(
  services: PageServices,
  pages: readonly PublicPage[],
  publicUrl: string,
  file?: number,
): Promise<string | null> {
  if (file === undefined) {
    const count = await sitemapCount(services, pages);
    if (count > SITEMAP_FILE_URLS) return sitemapIndex(publicUrl, count);
  }
  const skip = ((file ?? 1) - 1) * SITEMAP_FILE_URLS;
  const urls: string[] = [];
  let count = 0;
  for await (const { path, lastmod } of sitemapEntries(services, pages)) {
    if (++count <= skip) continue;
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${modified}</url>\n`);
    if (urls.length === SITEMAP_FILE_URLS) break;
  }
  if (file !== undefined && file > 1 && urls.length === 0) return null;
  return `${XML}<urlset ${NAMESPACE}>\n${urls.join('')}</urlset>\n`;
}

function sitemapIndex(publicUrl: string, count: number): string {
  const files = Array.from(
    { length: Math.ceil(count / SITEMAP_FILE_URLS) },
    (_, index) => `  <sitemap><loc>${escapeHtml(`${publicUrl}/${SITEMAP_PATH}?page=${index + 1}`)}</loc></sitemap>\n`,
  );
  return `${XML}<sitemapindex ${NAMESPACE}>\n${files.join('')}</sitemapindex>\n`;
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
