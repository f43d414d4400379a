// The tables site owns (SQL on them lives in site alone; eslint-rules/table-borders.mjs).
export const TABLES = ['site_settings'] as const;
