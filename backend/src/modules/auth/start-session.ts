import type { Request } from 'express';
import { markProven } from '../../core/access/recent-proof';
import type { UserEntity } from './entities/user.entity';

// Signs the account in on this request as sign-in does (LocalAuthGuard): passport ≥ 0.6
// regenerates the session id first, so a session id planted before is worth nothing after.
// The new session has just proved who is behind it (core/access/recent-proof.ts).
export async function startSession(req: Request, user: UserEntity): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.logIn(user, (error: unknown) => (error ? reject(error) : resolve())),
  );
  markProven(req);
}
