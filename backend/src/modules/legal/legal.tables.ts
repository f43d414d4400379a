// The tables legal owns (SQL on them lives in legal alone; eslint-rules/table-borders.mjs).
export const TABLES = ['legal_pages'] as const;
