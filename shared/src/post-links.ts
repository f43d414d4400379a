import { parseUrl } from './web-url';

// Where a link in a post (or any text of the rich-text editor) may go: a web address (http or
// https), an e-mail address (mailto:) or a page of this site (a path: /blog/…). The editor checks an
// address as the owner types it (postLinkHref); the server's sanitiser keeps only the addresses
// isPostLinkHref accepts (anything else, javascript: or data: among them, loses its href).

export const LINK_REFUSED =
  'A link must go to a web address (https://…), an e-mail address (mailto:…) or a page of this site (/…).';

// a path of this site: one slash (two would name another host), nothing that ends the attribute
const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\]*$/;
const SCHEMES = new Set(['http:', 'https:', 'mailto:']);
// what people type without the scheme
const BARE_EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i;

export function isPostLinkHref(href: string): boolean {
  if (SITE_PATH.test(href)) return true;
  const url = /[\s"'<>\\]/.test(href) ? null : parseUrl(href);
  if (!url || !SCHEMES.has(url.protocol)) return false;
  return url.protocol === 'mailto:' ? url.pathname.includes('@') : url.hostname !== '';
}

// The address to keep for what the owner typed, or null (say LINK_REFUSED). "coach@example.com"
// becomes mailto:, "example.com/page" https://; an address on this site (`siteOrigin`, the
// site's PUBLIC_URL) becomes its path, so it opens in the same tab and survives a new domain.
export function postLinkHref(typed: string, siteOrigin?: string): string | null {
  const text = typed.trim();
  const href = BARE_EMAIL.test(text) ? `mailto:${text}` : BARE_HOST.test(text) ? `https://${text}` : text;
  if (!isPostLinkHref(href)) return null;
  const url = siteOrigin && /^https?:/i.test(href) ? parseUrl(href) : null;
  if (url && url.origin === parseUrl(siteOrigin!)?.origin) return `${url.pathname}${url.search}${url.hash}`;
  return href;
}

// a link to a page of this site (opened in the same tab; every other link opens a new one)
export const isSitePath = (href: string) => SITE_PATH.test(href);
