import type { ContactMessageDto, ListMessagesApiArg } from '../../../api/generated-admin';
import { adminContractApi, listMessagesPaged } from '../../../api/generated-admin-extras';
import type { Paged } from '../../../api/paged';

// The Messages tab's endpoints (the admin client's, apart from the feature's api.ts so the public
// pages never carry it): the messages a page at a time and one with its replies, read again when
// one is read, answered, released or deleted.
export const contactAdminApi = adminContractApi
  .enhanceEndpoints({
    endpoints: {
      getMessage: { providesTags: ['Message'] },
      markMessageRead: { invalidatesTags: ['Message'] },
      replyToMessage: { invalidatesTags: ['Message'] },
      releaseMessage: { invalidatesTags: ['Message'] },
      deleteMessage: { invalidatesTags: ['Message'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listMessagePage: build.query<Paged<ContactMessageDto>, ListMessagesApiArg>({
        ...listMessagesPaged,
        providesTags: ['Message'],
      }),
    }),
  });

export const {
  useListMessagePageQuery,
  useGetMessageQuery,
  useMarkMessageReadMutation,
  useReplyToMessageMutation,
  useReleaseMessageMutation,
  useDeleteMessageMutation,
} = contactAdminApi;

export type { ContactMessageDto, ContactReplyDto, ContactThreadDto } from '../../../api/generated-admin';
