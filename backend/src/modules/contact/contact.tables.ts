// The tables contact owns (SQL on them lives in contact alone; eslint-rules/table-borders.mjs).
export const TABLES = ['contact_messages', 'contact_replies'] as const;
