import type { Request } from 'express';
import type { UserEntity } from './entities/user.entity';

// Signs the account in on this request as sign-in does (LocalAuthGuard): passport ≥ 0.6
// regenerates the session id first, so a session id planted before is worth nothing after.
export const startSession = (req: Request, user: UserEntity) =>
  new Promise<void>((resolve, reject) => req.logIn(user, (error: unknown) => (error ? reject(error) : resolve())));
