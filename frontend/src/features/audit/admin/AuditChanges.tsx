import type { AuditChangeDto } from './api';

const OPERATIONS = { INSERT: 'Added', UPDATE: 'Changed', DELETE: 'Deleted' } as const;

// a column's value as text: JSON for anything but a string, "—" for none
const shown = (values: Record<string, unknown> | null, column: string): string => {
  if (!values || !(column in values)) return '—';
  const value = values[column];
  return typeof value === 'string' ? value : JSON.stringify(value);
};

// An entry's changes, row by row: the operation, the table and row, and each column before → after.
export function AuditChanges({ changes, note }: { changes: AuditChangeDto[]; note: string | null }) {
  if (!changes.length) return <p className="admin-audit__note">{note ?? 'Nothing changed.'}</p>;
  return (
    <ol className="admin-audit__changes">
      {changes.map((change, i) => {
        const columns = Object.keys({ ...change.before, ...change.after });
        return (
          <li key={i}>
            <p className="admin-audit__change-title">
              {OPERATIONS[change.operation]} {change.table}
              {change.rowId !== null && ` #${change.rowId}`}
            </p>
            <table className="admin-audit__values">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {columns.map((column) => (
                  <tr key={column}>
                    <th scope="row">{column}</th>
                    <td>{shown(change.before, column)}</td>
                    <td>{shown(change.after, column)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        );
      })}
    </ol>
  );
}
