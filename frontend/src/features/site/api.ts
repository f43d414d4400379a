import type { UploadSiteImageApiArg } from '../../api/generated';
import { contractApi } from '../../api/generated-extras';

// The site settings' endpoints with their tag: a save, an upload or a removal reads the settings
// again everywhere (layout, admin form, the Overview's checklist).
export const siteApi = contractApi.enhanceEndpoints({
  endpoints: {
    getSite: { providesTags: ['Site'] },
    getSiteSettings: { providesTags: ['Site'] },
    saveSiteSettings: { invalidatesTags: ['Site'] },
    uploadSiteImage: { invalidatesTags: ['Site'] },
    removeSiteImage: { invalidatesTags: ['Site'] },
  },
});

export const {
  useGetSiteQuery,
  useGetSiteSettingsQuery,
  useSaveSiteSettingsMutation,
  useUploadSiteImageMutation,
  useRemoveSiteImageMutation,
} = siteApi;

export type { MakeItYoursDto, SaveSiteSettingsDto, SiteDto, SiteSettingsDto } from '../../api/generated';
export type SiteImageKind = UploadSiteImageApiArg['kind'];
