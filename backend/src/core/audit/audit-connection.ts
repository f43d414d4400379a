import type { Client } from 'pg';
import { auditContextText } from './audit-scope';

// `this.query` of a pooled connection, which tells the database who acts before the statement that
// may change something: when the running request's actor (audit-scope.ts) is not the one this
// connection last had, a set_config is queued first on the same connection (pg sends queued
// statements in order, so it precedes the caller's, in or out of its transaction). A connection
// handed to code outside any admin request gets its setting cleared the same way, so one request's
// actor never signs another's changes.
const UNKNOWN = null;
const SET_CONTEXT = `SELECT set_config('audit.context', $1, false)`;

export function auditTheConnection(client: Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // a new connection has no setting
  let had: string | null = '';
  client.query = ((...args: unknown[]) => {
    const wanted = auditContextText();
    if (wanted !== had) {
      had = wanted;
      // a failure (an aborted transaction, a lost connection) fails the caller's statement as well;
      // the setting is then not known, and set again before the next one
      (query(SET_CONTEXT, [wanted]) as Promise<unknown>).catch(() => (had = UNKNOWN));
    }
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    // a transaction rolled back takes back a set_config it ran: known again after the next one
    if (typeof text === 'string' && /^\s*ROLLBACK/i.test(text)) had = UNKNOWN;
    return query(...args);
  }) as Client['query'];
}
