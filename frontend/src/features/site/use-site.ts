import { useGetSiteQuery } from './api';
import type { SiteDto } from './api';
import { SITE_DEFAULTS } from './site-defaults';

// The owner's site settings (GET /api/site); the defaults until they arrive, or if they cannot.
export function useSite(): SiteDto {
  return useGetSiteQuery().data ?? SITE_DEFAULTS;
}
