import type { ContactMessageDto, ListMessagesApiArg } from '../../../api/generated-admin';
import { adminContractApi, listMessagesPaged } from '../../../api/generated-admin-extras';
import type { Paged } from '../../../api/paged';

// The Messages tab's endpoint (the admin client's, apart from the feature's api.ts so the public
// pages never carry it): the messages a page at a time, read again when one is sent.
export const contactAdminApi = adminContractApi.injectEndpoints({
  endpoints: (build) => ({
    listMessagePage: build.query<Paged<ContactMessageDto>, ListMessagesApiArg>({
      ...listMessagesPaged,
      providesTags: ['Message'],
    }),
  }),
});

export const { useListMessagePageQuery } = contactAdminApi;
