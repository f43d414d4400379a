import type { ContactMessageDto, ListMessagesApiArg } from '../../api/generated';
import { generatedApi } from '../../api/generated';
import { pagedQuery, type Paged } from '../../api/paged';

// Page content: what the admin wrote per page section, read by the public pages.
export const contentApi = generatedApi
  .enhanceEndpoints({
    endpoints: {
      getPageContent: { providesTags: ['PageContent'] },
      listPageContent: { providesTags: ['PageContent'] },
      savePageContent: { invalidatesTags: ['PageContent'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // the admin's Messages tab, a page at a time (the generated read without its headers)
      listMessagePage: build.query<Paged<ContactMessageDto>, ListMessagesApiArg>({
        ...pagedQuery<ContactMessageDto, ListMessagesApiArg>('/api/admin/messages'),
        providesTags: ['Message'],
      }),
    }),
  });

export const { useGetPageContentQuery, useListPageContentQuery, useSavePageContentMutation, useListMessagePageQuery } =
  contentApi;
