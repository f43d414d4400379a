import { COMMENT_MAX_LENGTH } from '@coach/shared';

// What the comments' routes answer when they refuse, word for word.
export const CommentsErrors = {
  postNotFound: 'Blog post not found.',
  membersOnly: 'This post is for members: only members who can read it can read and write its comments.',
  banned: 'You can no longer comment on this site.',
  commentNotFound: 'Comment not found.',
  authorNotFound: 'This account no longer exists.',
  bodyRequired: 'Please write your comment.',
  bodyTooLong: `A comment must be at most ${COMMENT_MAX_LENGTH} characters.`,
  parentInvalid: 'The comment you reply to must be a whole number.',
  statusInvalid: 'status must be pending, approved or hidden',
  ownerMailInvalid: 'Choose "each" (a mail for each comment) or "digest" (one digest a day).',
} as const;
