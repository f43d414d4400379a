import type { UploadSiteImageApiArg } from '../../../api/generated-admin';
import { adminContractApi } from '../../../api/generated-admin-extras';

// The Site tab's endpoints (the admin client's, apart from the site feature's api.ts so the public
// pages never carry them) with their tag: a save, an upload or a removal reads the settings again
// everywhere (layout, admin form, the Overview's checklist).
export const siteAdminApi = adminContractApi.enhanceEndpoints({
  endpoints: {
    getSiteSettings: { providesTags: ['Site'] },
    saveSiteSettings: { invalidatesTags: ['Site'] },
    uploadSiteImage: { invalidatesTags: ['Site'] },
    removeSiteImage: { invalidatesTags: ['Site'] },
    // where the owner's alerts go: the Site tab's card and the Overview's line
    getAlertSettings: { providesTags: ['Site'] },
    saveAlertSettings: { invalidatesTags: ['Site'] },
  },
});

export const {
  useGetSiteSettingsQuery,
  useSaveSiteSettingsMutation,
  useUploadSiteImageMutation,
  useRemoveSiteImageMutation,
  useGetAlertSettingsQuery,
  useSaveAlertSettingsMutation,
  useSendAlertTestMailMutation,
} = siteAdminApi;

export type { AlertSettingsDto, SaveSiteSettingsDto, SiteSettingsDto } from '../../../api/generated-admin';
export type SiteImageKind = UploadSiteImageApiArg['kind'];
