// The tables blog owns (SQL on them lives in blog alone; eslint-rules/table-borders.mjs).
export const TABLES = [
  'blog_posts',
  'blog_post_revisions',
  'subscribers',
  'newsletter_issues',
  'publishing_days',
] as const;
