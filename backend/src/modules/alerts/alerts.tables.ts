// The tables alerts owns (SQL on them lives in alerts alone; eslint-rules/table-borders.mjs).
export const TABLES = ['alert_settings'] as const;
