import type { ContactMessageDto, ListMessagesApiArg } from '../../api/generated';
import { contractApi, listMessagesPaged } from '../../api/generated-extras';
import type { Paged } from '../../api/paged';

// Page content: what the admin wrote per page section, read by the public pages.
export const contentApi = contractApi
  .enhanceEndpoints({
    endpoints: {
      getPageContent: { providesTags: ['PageContent'] },
      listPageContent: { providesTags: ['PageContent'] },
      savePageContent: { invalidatesTags: ['PageContent'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // the admin's Messages tab, a page at a time
      listMessagePage: build.query<Paged<ContactMessageDto>, ListMessagesApiArg>({
        ...listMessagesPaged,
        providesTags: ['Message'],
      }),
    }),
  });

export const { useGetPageContentQuery, useListPageContentQuery, useSavePageContentMutation, useListMessagePageQuery } =
  contentApi;
