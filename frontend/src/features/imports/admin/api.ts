import { adminContractApi } from '../../../api/generated-admin-extras';

// The Import tab's endpoints (the admin client's): an import changes the posts, the subscribers and
// the redirects, which every screen showing them reads again.
export const importsAdminApi = adminContractApi.enhanceEndpoints({
  endpoints: {
    importExport: { invalidatesTags: ['Redirect', 'BlogPost', 'NextPost', 'Subscriber'] },
    listRedirects: { providesTags: ['Redirect'] },
    removeRedirect: { invalidatesTags: ['Redirect'] },
  },
});

export const { useImportExportMutation, useListRedirectsQuery, useRemoveRedirectMutation } = importsAdminApi;
export type { ImportExportApiArg, RedirectDto, SiteImportReportDto } from '../../../api/generated-admin';
export type ImportSource = import('../../../api/generated-admin').ImportExportApiArg['body']['source'];
