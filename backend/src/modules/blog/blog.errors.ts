export const BlogErrors = {
  postNotFound: 'Blog post not found.',
  queueEmpty: 'No posts in queue',
  badUnsubscribeToken: 'This unsubscribe link is not valid. It may have been copied incompletely.',
  draftIncomplete: 'Please fill in the title and excerpt first: the e-mail shows them.',
  deliveryIdsMissing: 'Say which posts to count: ids=12,11 (post ids separated by commas).',
  deliveryIdsBad: 'ids must be post ids separated by commas, e.g. ids=12,11.',
  deliveryIdsTooMany: 'Ask for at most 100 posts at a time.',
} as const;
