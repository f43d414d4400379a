import { AsyncLocalStorage } from 'node:async_hooks';

// Who acts in an admin's request, as the database's audit trigger records it (the migration
// 1764870000000-audit-log.ts reads these names from the connection setting audit.context).
export interface AuditActor {
  requestId: string; // one entry per request: the changes of all its statements gather under it
  userId: number | null;
  keyId: number | null;
  label: string; // kept with the entry: it outlives the account or the key
  ip: string | null;
  action: string; // method and route pattern, e.g. "PUT /api/admin/products/{id}"
}

// The actor of the request being handled (the audit interceptor runs its handler inside it); every
// statement this request's code sends carries it to the database (audit-connection.ts).
export const auditScope = new AsyncLocalStorage<AuditActor>();

// What the connection setting should hold for the code running now: '' outside an admin's request.
export function auditContextText(): string {
  const actor = auditScope.getStore();
  return actor ? JSON.stringify(actor) : '';
}
