import { contractApi } from '../../api/generated-extras';

// Tags for the comments' public endpoints (generated.ts is never edited by hand): a comment
// written, or the owner's moderation (admin/api.ts), reads a post's comments again; so does a
// change of who is signed in (a pending comment shows to its author alone).
export const commentsApi = contractApi.enhanceEndpoints({
  addTagTypes: ['Comment'],
  endpoints: {
    listComments: { providesTags: ['Comment', 'User'] },
    writeComment: { invalidatesTags: ['Comment'] },
  },
});

export const { useListCommentsQuery, useWriteCommentMutation } = commentsApi;
export type { CommentDto, CommentThreadDto, PostCommentsDto } from '../../api/generated';
