// The tables memberships owns (SQL on them lives in memberships alone; eslint-rules/table-borders.mjs).
export const TABLES = [
  'membership_tiers',
  'memberships',
  'membership_invoices',
  'membership_events',
  'membership_settings',
] as const;
