import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Observable } from 'rxjs';
import type { SessionUser } from '../access/session-user';
import { type AuditActor, auditScope } from './audit-scope';

// "Ada Lovelace <ada@example.com>"
const personLabel = (user: SessionUser) => `${`${user.firstName} ${user.lastName}`.trim()} <${user.email}>`.trim();

// The route as declared, e.g. "PUT /api/admin/products/{id}" (never the ids or the query it was called with).
function actionOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  const pattern = typeof route === 'string' ? route : req.path;
  return `${req.method} ${req.baseUrl}${pattern}`.replace(/:(\w+)/g, '{$1}');
}

// Who acts, when an admin does: the owner's session, or an admin key (acting for the admin who made
// it). null for anybody else (a customer, a visitor, a read-content key): the log records admins.
export function auditActorOf(req: Request): AuditActor | null {
  const user = req.user as SessionUser | undefined;
  const key = req.apiKey;
  if (!user || user.role !== 'admin' || (key && key.scope !== 'admin')) return null;
  return {
    requestId: randomUUID(),
    userId: user.id,
    keyId: key?.id ?? null,
    label: key ? `API key "${key.name}" of ${personLabel(user)}` : personLabel(user),
    ip: req.ip ?? null,
    action: actionOf(req),
  };
}

// Runs an admin's request inside its actor (after the guards, which know the caller), so that the
// database records each change the request makes under one entry, in the change's transaction.
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const actor = auditActorOf(context.switchToHttp().getRequest<Request>());
    // handle() binds the handler to the async context it is called in (Nest's interceptors consumer)
    return actor ? auditScope.run(actor, () => next.handle()) : next.handle();
  }
}
