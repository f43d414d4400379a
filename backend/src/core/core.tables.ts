// The platform's tables, core's (modules reach them through core's classes: MailOutbox, the rate
// limit guard, the seeders' runs, the migrations' runner; eslint-rules/table-borders.mjs).
export const TABLES = ['migrations', 'seed_runs', 'rate_limit_hits', 'mail_outbox', 'mail_suppressions'] as const;
