// The tables analytics owns (SQL on them lives in analytics alone; eslint-rules/table-borders.mjs).
export const TABLES = [
  'page_views',
  'analytics_salts',
  'analytics_conversions',
  'analytics_days',
  'analytics_day_pages',
  'analytics_day_sources',
  'analytics_day_devices',
] as const;
