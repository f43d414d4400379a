// The platform's tables, core's (modules reach them through core's classes: MailOutbox, the rate
// limit guard, the seeders' runs, the migrations' runner, the audit log; eslint-rules/table-borders.mjs).
export const TABLES = [
  'migrations',
  'seed_runs',
  'rate_limit_hits',
  'mail_outbox',
  'mail_suppressions',
  'audit_entries',
  'audit_changes',
  'audit_settings',
] as const;
