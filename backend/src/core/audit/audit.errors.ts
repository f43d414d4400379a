// The audit log's messages, word for word as the admin shows them.
export const KEEP_DAYS_MIN = 30;
export const KEEP_DAYS_MAX = 3650;

export const AuditErrors = {
  keepDays: `Keep the audit log for a whole number of days from ${KEEP_DAYS_MIN} to ${KEEP_DAYS_MAX}`,
  badTable: 'table must be the name of a table: lower-case letters, digits and _',
  badFrom: 'from must be a date and time such as 2025-11-01T00:00:00Z',
  badTo: 'to must be a date and time such as 2025-11-30T23:59:59Z',
  toBeforeFrom: 'to must be the same time as from or a later one',
} as const;
