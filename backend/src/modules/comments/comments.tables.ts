// The tables comments owns (SQL on them lives in comments alone; eslint-rules/table-borders.mjs):
// the comments, the commenters the owner approved or banned, the owner's mail setting and the days
// whose digest went.
export const TABLES = ['comments', 'comment_authors', 'comment_settings', 'comment_digests'] as const;
