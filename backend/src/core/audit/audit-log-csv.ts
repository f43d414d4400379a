import type { AuditRecord } from './audit-log.repository';

export const AUDIT_CSV_HEADER = [
  'at',
  'actor',
  'actor_user_id',
  'api_key_id',
  'ip',
  'action',
  'note',
  'table',
  'row_id',
  'operation',
  'before',
  'after',
];

const json = (values: Record<string, unknown> | null) => (values === null ? '' : JSON.stringify(values));

// One line per change (an action that changed no row: one line without one), the entry's columns
// repeated, so a spreadsheet filters and sorts it as it is.
export function auditRecordRows({ entry, changes }: AuditRecord): string[][] {
  const who = [
    entry.at.toISOString(),
    entry.actorLabel,
    entry.actorUserId === null ? '' : String(entry.actorUserId),
    entry.actorKeyId === null ? '' : String(entry.actorKeyId),
    entry.ip ?? '',
    entry.action,
    entry.note ?? '',
  ];
  if (!changes.length) return [[...who, '', '', '', '', '']];
  return changes.map((c) => [...who, c.tableName, c.rowId ?? '', c.operation, json(c.before), json(c.after)]);
}
