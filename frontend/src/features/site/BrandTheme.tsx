import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import { brandVariables } from './brand-theme';
import { useSite } from './use-site';

// the site's initials on its brand colour, drawn by the backend (modules/pages/site-icons.ts)
const DEFAULT_FAVICON = { href: '/icon.svg', type: 'image/svg+xml' };

function setFavicon(url: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  // uploaded favicons are PNGs (the server converts them)
  const { href, type } = url ? { href: url, type: 'image/png' } : DEFAULT_FAVICON;
  link.href = href;
  link.type = type;
}

// The owner's brand on every page: the brand CSS variables on <html>, the browser's theme colour and
// the favicon, all following GET /api/site without a rebuild. The screens that use antd get the
// colour as antd's primary colour too (app/AntdScope).
export function BrandTheme({ children }: { children: ReactNode }) {
  const { brandColor, faviconUrl } = useSite();
  useLayoutEffect(() => {
    const variables = brandVariables(brandColor);
    for (const [name, value] of Object.entries(variables)) document.documentElement.style.setProperty(name, value);
    document.head.querySelector('meta[name="theme-color"]')?.setAttribute('content', variables['--color-primary']);
  }, [brandColor]);
  useLayoutEffect(() => setFavicon(faviconUrl), [faviconUrl]);
  return children;
}
