import type { Params } from './page-loading';
import type { PublicPage } from './public-pages';

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

// The page of this path among `pages` and its parameters, matched as React Router does (any letter
// case, an optional trailing slash, one segment per parameter).
export function matchPage(pathname: string, pages: readonly PublicPage[]): { page: PublicPage; params: Params } | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const page of pages) {
    const pattern = page.path.split('/').slice(1).filter(Boolean);
    if (pattern.length !== segments.filter(Boolean).length) continue;
    const params: Params = {};
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segments[i]);
        return params[part.slice(1)] !== '';
      }
      return part.toLowerCase() === segments[i].toLowerCase();
    });
    if (matches) return { page, params };
  }
  return null;
}
