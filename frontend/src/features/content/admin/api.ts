import { adminContractApi } from '../../../api/generated-admin-extras';

// The Content and Backgrounds tabs' endpoints (the admin client's, apart from the feature's api.ts
// so the public pages never carry them): a save reads the sections again.
export const contentAdminApi = adminContractApi.enhanceEndpoints({
  endpoints: {
    listPageContent: { providesTags: ['PageContent'] },
    savePageContent: { invalidatesTags: ['PageContent'] },
  },
});

export const { useListPageContentQuery, useSavePageContentMutation } = contentAdminApi;
