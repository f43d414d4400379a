// The tables content owns (SQL on them lives in content alone; eslint-rules/table-borders.mjs).
export const TABLES = ['page_content', 'uploaded_images'] as const;
