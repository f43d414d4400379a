import { contractApi } from '../../api/generated-extras';

// The site as every page shows it, with its tag: the admin's save, upload or removal (admin/api.ts)
// reads it again everywhere (layout, admin form, the Overview's checklist).
export const siteApi = contractApi.enhanceEndpoints({
  endpoints: {
    getSite: { providesTags: ['Site'] },
  },
});

export const { useGetSiteQuery } = siteApi;

export type { SiteDto } from '../../api/generated';
