import { contractApi } from '../../api/generated-extras';

// Page content: what the admin wrote per page section (admin/api.ts), read by the public pages.
export const contentApi = contractApi.enhanceEndpoints({
  endpoints: {
    getPageContent: { providesTags: ['PageContent'] },
  },
});

export const { useGetPageContentQuery } = contentApi;
