// Paths the site serves outside /api, known to core so it can route them without importing modules.

// the RSS feed sits at the site root, where feed readers look for it
export const RSS_PATH = 'rss.xml';
// for search engines (modules/pages): the sitemap, and what they may crawl
export const SITEMAP_PATH = 'sitemap.xml';
export const ROBOTS_PATH = 'robots.txt';
// where to report a security problem (RFC 9116), where researchers' tools look for it
export const SECURITY_TXT_PATH = '.well-known/security.txt';
// the web app manifest and the icons drawn from the site's identity (modules/pages/site-icons.ts)
export const MANIFEST_PATH = 'manifest.webmanifest';
export const ICON_PATHS = {
  svg: 'icon.svg',
  ico: 'favicon.ico',
  appleTouch: 'apple-touch-icon.png',
  small: 'icon-192.png',
  large: 'icon-512.png',
} as const;

// every path Nest serves at the site root rather than under /api
export const ROOT_PATHS: readonly string[] = [
  RSS_PATH,
  SITEMAP_PATH,
  ROBOTS_PATH,
  SECURITY_TXT_PATH,
  MANIFEST_PATH,
  ...Object.values(ICON_PATHS),
];

// /api and the files at the root that Nest serves (the RSS feed, the sitemap, the icons…): the rest
// is the SPA, its files and its pages (core/http/spa.middleware.ts)
export const isApiPath = (path: string): boolean =>
  path === '/api' || path.startsWith('/api/') || ROOT_PATHS.includes(path.slice(1));

// an address that may be one of the SPA's pages (its hashed files under /assets/ are not)
export const isPagePath = (path: string): boolean => !isApiPath(path) && !path.startsWith('/assets/');
