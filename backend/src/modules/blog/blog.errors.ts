export const MAX_IMPORT_KB = 500;
export const MAX_IMPORT_LINES = 10_000;

export const BlogErrors = {
  postNotFound: 'Blog post not found.',
  audienceTierMissing: 'Choose the membership tier whose members (and those of the tiers above it) may read this post.',
  audienceTierUnknown: 'That membership tier does not exist (any more). Choose another tier, or Members.',
  revisionNotFound: 'This revision of the post does not exist.',
  // a save from an older version (`at`: when the post was last saved, in the site's time zone)
  postChanged: (at: string) =>
    `This post was changed in another tab or by another session at ${at}. Reload it to see those changes, or copy your text first.`,
  postChangedDescription:
    'This post was changed in another tab or by another session at HH:MM. Reload it to see those changes, or copy your text first.',
  queueEmpty: 'No posts in queue',
  publishAtPast: 'Choose a date and time in the future: that minute has already passed.',
  publishAtBad: 'publishAt must be a date and time with its offset (Z or ±hh:mm), e.g. 2026-12-01T09:30:00Z.',
  alreadyPublished: 'This post is already published: a live post cannot be scheduled.',
  badUnsubscribeToken: 'This unsubscribe link is not valid. It may have been copied incompletely.',
  draftIncomplete: 'Please fill in the title and excerpt first: the e-mail shows them.',
  deliveryIdsMissing: 'Say which posts to count: ids=12,11 (post ids separated by commas).',
  deliveryIdsBad: 'ids must be post ids separated by commas, e.g. ids=12,11.',
  deliveryIdsTooMany: 'Ask for at most 100 posts at a time.',
  subscriberNotFound: 'This subscriber does not exist (any more).',
  importEmpty: 'The CSV has no addresses. Put one e-mail address on each line.',
  importTooLarge: `The CSV is too large: at most ${MAX_IMPORT_KB} KB per import. Please split it into smaller files.`,
  importTooManyLines: `The CSV has too many lines: at most ${MAX_IMPORT_LINES.toLocaleString('en-US')} addresses per import. Please split it into smaller files.`,
} as const;
