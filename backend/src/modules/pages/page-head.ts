import { escapeHtml } from '../../core/text/html';
import type { SiteDto } from '../site';
import { SITE_ICON_PATHS } from './site-icons';

// a page's description: from the core, which the imports' excerpts share
export { describe } from '../../core/text/describe';

// What a page says of itself for search engines and link previews (one per public page, from its
// loader in public-pages.ts).
export interface PageMeta {
  // the page's part of the title, '{page} · {site name}' (the SPA's usePageTitle); none: the name alone
  title?: string;
  description: string;
  // its canonical path; none for a page that is not there (a 404: not to be indexed)
  path?: string;
  // its own picture (a post's, a product's); otherwise the site's
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  // extra Open Graph properties (a post's dates, a product's price)
  og?: Record<string, string>;
  // schema.org objects, each in its own JSON-LD script
  jsonLd?: object[];
}

export interface HeadContext {
  site: SiteDto;
  publicUrl: string;
}

// A stored address (/api/uploads/…) or a web address, as an absolute one.
export const absoluteUrl = (publicUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`);

export const pageTitle = (page: string | undefined, siteName: string) => (page ? `${page} · ${siteName}` : siteName);

// The picture of a page without one of its own: the owner's photo, else the logo, else the site's icon.
export const defaultImage = (site: SiteDto) => site.ownerPhotoUrl ?? site.logoUrl ?? SITE_ICON_PATHS.large;

// JSON inside <script>: no '</script>' or '<!--' can end or bend it
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

// The page's <head> tags: title, description, canonical address, Open Graph and Twitter cards,
// icons, theme colour and JSON-LD. Every value is escaped.
export function pageHead(meta: PageMeta, { site, publicUrl }: HeadContext): string {
  const title = pageTitle(meta.title, site.siteName);
  const url = meta.path === undefined ? undefined : `${publicUrl}${meta.path}`;
  const image = absoluteUrl(publicUrl, meta.image ?? defaultImage(site));
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const property = (key: string, content: string) => tag('meta', { property: key, content });
  const named = (key: string, content: string) => tag('meta', { name: key, content });
  const favicon = site.faviconUrl
    ? { rel: 'icon', type: 'image/png', href: site.faviconUrl }
    : { rel: 'icon', type: 'image/svg+xml', href: SITE_ICON_PATHS.svg };
  return [
    `<title>${escapeHtml(title)}</title>`,
    named('description', meta.description),
    url ? tag('link', { rel: 'canonical', href: url }) : named('robots', 'noindex'),
    named('theme-color', site.brandColor),
    tag('link', favicon),
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', site.siteName),
    property('og:title', meta.title ?? site.siteName),
    property('og:description', meta.description),
    ...(url ? [property('og:url', url)] : []),
    property('og:image', image),
    ...Object.entries(meta.og ?? {}).map(([key, value]) => property(key, value)),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title ?? site.siteName),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}
