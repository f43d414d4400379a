import { CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    // when this session last proved who is behind it (sign-in, or POST /api/auth/reauthenticate)
    provenAt?: number;
  }
}

// How long a proof counts for the actions that ask for a recent one.
export const PROOF_WINDOW_SECONDS = 5 * 60;
export const RECENT_PROOF = 'recent-proof';
export const PROOF_REQUIRED =
  'Please confirm it is you: this asks for your password (or a code) again when you last gave it more than 5 minutes ago.';

// An action that cannot be undone, or that hands out what the site keeps (refunds, API keys, the
// notification address, two-factor off, the subscriber list, backups): a signed-in session must
// have proved who is behind it within PROOF_WINDOW_SECONDS, else it gets 403 with
// `reauthenticate: true`. An API key's call is its own proof (it carries the key each time).
export const RecentProof = () => SetMetadata(RECENT_PROOF, true);

export function markProven(req: Request): void {
  req.session.provenAt = Date.now();
}

// Until when the session's last proof counts (null: it never proved anything, e.g. a session from
// before proofs were kept).
export function provenUntil(req: Request): Date | null {
  const at = req.session?.provenAt;
  return typeof at === 'number' ? new Date(at + PROOF_WINDOW_SECONDS * 1000) : null;
}

export const provenRecently = (req: Request): boolean => (provenUntil(req)?.getTime() ?? 0) > Date.now();

@Injectable()
export class RecentProofGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const wanted = this.reflector.getAllAndOverride<boolean>(RECENT_PROOF, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<Request>();
    // anonymous callers are the AccessGuard's to refuse; a key carries its own proof
    if (!wanted || !req.user || req.apiKey || provenRecently(req)) return true;
    throw new ForbiddenException({ message: PROOF_REQUIRED, reauthenticate: true });
  }
}
