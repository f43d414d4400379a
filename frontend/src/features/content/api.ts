import { generatedApi } from '../../api/generated';

// Page content: what the admin wrote per page section, read by the public pages.
export const contentApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getPageContent: { providesTags: ['PageContent'] },
    listPageContent: { providesTags: ['PageContent'] },
    savePageContent: { invalidatesTags: ['PageContent'] },
    listMessages: { providesTags: ['Message'] },
  },
});

export const { useGetPageContentQuery, useListPageContentQuery, useSavePageContentMutation, useListMessagesQuery } =
  contentApi;
