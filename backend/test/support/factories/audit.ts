// Factory of the audit log (core/audit): what it holds, read straight from its tables, and the
// setting that lets the retention job delete (for a test that ages an entry or checks the refusal).
import type { TestContext } from '../test-context';

export interface AuditRow {
  id: number;
  at: Date;
  actor_user_id: number | null;
  actor_key_id: number | null;
  actor_label: string;
  ip: string | null;
  action: string;
  note: string | null;
  changes: {
    table_name: string;
    row_id: string | null;
    operation: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

// the last entry's id (0 when the log is empty): a test reads what came after it
export async function lastAuditId(t: TestContext): Promise<number> {
  const [row] = await t.dataSource.query('SELECT coalesce(max(id), 0) AS id FROM audit_entries');
  return Number(row.id);
}

// the entries after `afterId`, oldest first, each with its changes in order
export async function auditEntriesAfter(t: TestContext, afterId: number): Promise<AuditRow[]> {
  return t.dataSource.query(
    `SELECT e.*, coalesce((SELECT json_agg(json_build_object('table_name', c.table_name, 'row_id', c.row_id,
              'operation', c.operation, 'before', c.before, 'after', c.after) ORDER BY c.id)
            FROM audit_changes c WHERE c.entry_id = e.id), '[]') AS changes
     FROM audit_entries e WHERE e.id > $1 ORDER BY e.id`,
    [afterId],
  );
}

// An entry made `days` ago (the retention job's test), as the trigger would write it.
export async function makeAgedAuditEntry(t: TestContext, days: number, action: string): Promise<number> {
  const [row] = await t.dataSource.query(
    `INSERT INTO audit_entries (request_id, at, actor_label, action) VALUES (gen_random_uuid(), now() - make_interval(days => $1), 'Aged Admin <aged@example.com>', $2) RETURNING id`,
    [days, action],
  );
  await t.dataSource.query(
    `INSERT INTO audit_changes (entry_id, table_name, row_id, operation, after) VALUES ($1, 'coupons', '1', 'INSERT', '{}')`,
    [row.id],
  );
  return row.id;
}

export async function setAuditKeepDays(t: TestContext, days: number): Promise<void> {
  await t.dataSource.query('UPDATE audit_settings SET keep_days = $1', [days]);
}
