import { useEffect } from 'react';
import { useSite } from './use-site';

export const pageTitle = (page: string | undefined, siteName: string) => (page ? `${page} · ${siteName}` : siteName);

// The tab's title while the page shows: '{page} · {site name}', or the site name alone (home).
export function usePageTitle(page?: string) {
  const { siteName } = useSite();
  const title = pageTitle(page, siteName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
