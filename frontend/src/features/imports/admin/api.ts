import type { ListRedirectsApiArg, RedirectDto } from '../../../api/generated-admin';
import { adminContractApi, listRedirectsPaged } from '../../../api/generated-admin-extras';
import type { Paged } from '../../../api/paged';

// The Import tab's endpoints (the admin client's): an import changes the posts, the subscribers and
// the redirects, which every screen showing them reads again.
export const importsAdminApi = adminContractApi
  .enhanceEndpoints({
    endpoints: {
      importExport: { invalidatesTags: ['Redirect', 'BlogPost', 'NextPost', 'Subscriber'] },
      removeRedirect: { invalidatesTags: ['Redirect'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // the old addresses, a page at a time (with the whole list's count)
      listRedirectPage: build.query<Paged<RedirectDto>, ListRedirectsApiArg>({
        ...listRedirectsPaged,
        providesTags: ['Redirect'],
      }),
    }),
  });

export const { useImportExportMutation, useListRedirectPageQuery, useRemoveRedirectMutation } = importsAdminApi;
export type { ImportExportApiArg, RedirectDto, SiteImportReportDto } from '../../../api/generated-admin';
export type ImportSource = import('../../../api/generated-admin').ImportExportApiArg['body']['source'];
