// The tables imports owns (SQL on them lives in imports alone; eslint-rules/table-borders.mjs).
export const TABLES = ['import_items', 'redirects'] as const;
