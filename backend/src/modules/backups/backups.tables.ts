// The tables backups owns (SQL on them lives in backups alone; eslint-rules/table-borders.mjs); the archive
// copies every table, by the names the database lists, never by another module's table named in its SQL.
export const TABLES = ['backup_runs'] as const;
