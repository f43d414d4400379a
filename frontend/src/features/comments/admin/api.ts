import type { AdminCommentDto, ListAdminCommentsApiArg } from '../../../api/generated-admin';
import { adminContractApi, listAdminCommentsPaged } from '../../../api/generated-admin-extras';
import type { Paged } from '../../../api/paged';

// The Comments tab's endpoints (the admin client's, apart from the feature's api.ts so the public
// pages never carry it): every change reads the list, the counts and the posts' comments again.
const CHANGES = { invalidatesTags: ['Comment' as const] };
export const commentsAdminApi = adminContractApi
  .enhanceEndpoints({
    addTagTypes: ['Comment', 'CommentSettings'],
    endpoints: {
      getCommentCounts: { providesTags: ['Comment'] },
      getCommentSettings: { providesTags: ['CommentSettings'] },
      saveCommentSettings: { invalidatesTags: ['CommentSettings'] },
      approveComment: CHANGES,
      hideComment: CHANGES,
      unhideComment: CHANGES,
      deleteComment: CHANGES,
      banCommentAuthor: CHANGES,
      unbanCommentAuthor: CHANGES,
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAdminCommentPage: build.query<Paged<AdminCommentDto>, ListAdminCommentsApiArg>({
        ...listAdminCommentsPaged,
        providesTags: ['Comment'],
      }),
    }),
  });

export const {
  useListAdminCommentPageQuery,
  useGetCommentCountsQuery,
  useGetCommentSettingsQuery,
  useSaveCommentSettingsMutation,
  useApproveCommentMutation,
  useHideCommentMutation,
  useUnhideCommentMutation,
  useDeleteCommentMutation,
  useBanCommentAuthorMutation,
  useUnbanCommentAuthorMutation,
} = commentsAdminApi;
