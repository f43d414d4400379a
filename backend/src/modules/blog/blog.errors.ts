export const BlogErrors = {
  postNotFound: 'Blog post not found.',
  queueEmpty: 'No posts in queue',
  badUnsubscribeToken: 'This unsubscribe link is not valid. It may have been copied incompletely.',
} as const;
