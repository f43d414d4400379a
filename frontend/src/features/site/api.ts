import { toFormData } from '../../api/form-data';
import type { UploadSiteImageApiArg } from '../../api/generated';
import { generatedApi } from '../../api/generated';

// The site settings' endpoints with their tag: a save, an upload or a removal reads the settings
// again everywhere (layout, admin form, the Overview's checklist).
export const siteApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getSite: { providesTags: ['Site'] },
    getSiteSettings: { providesTags: ['Site'] },
    saveSiteSettings: { invalidatesTags: ['Site'] },
    uploadSiteImage: {
      // the contract describes a multipart body; the base query sends FormData as it is
      query: ({ kind, body }: UploadSiteImageApiArg) => ({
        url: `/api/admin/site/images/${kind}`,
        method: 'POST',
        body: toFormData(body),
      }),
      invalidatesTags: ['Site'],
    },
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
