import type { ContactMessageDto, ListMessagesApiArg } from '../../../api/generated-admin';
import { adminContractApi, listMessagesPaged } from '../../../api/generated-admin-extras';
import type { Paged } from '../../../api/paged';

// The Content, Backgrounds and Messages tabs' endpoints (the admin client's, apart from the
// feature's api.ts so the public pages never carry them): a save reads the sections again.
export const contentAdminApi = adminContractApi
  .enhanceEndpoints({
    endpoints: {
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

export const { useListPageContentQuery, useSavePageContentMutation, useListMessagePageQuery } = contentAdminApi;
