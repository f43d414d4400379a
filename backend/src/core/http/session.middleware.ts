import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler, Response } from 'express';
import type { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';

export const SESSION_COOKIE = 'sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

// Sessions are rows in PostgreSQL (table "session", created by a migration), so they survive
// restarts and every replica sees them. Anonymous visitors get no session until one is needed.
export function sessionMiddleware(config: AppConfig, pool: Pool): RequestHandler {
  if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    // no touch: the current-user read is polled every 2 s and must not write a row each time;
    // a session lasts 30 days from sign-in
    store: new PgStore({ pool, tableName: 'session', createTableIfMissing: false, disableTouch: true }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.nodeEnv === 'production',
      maxAge: THIRTY_DAYS_MS,
    },
  });
}

// Signs this request's visitor out: passport forgets the user, the session row goes, the cookie is
// cleared (sign-out, and the end of a deleted account's last session). The caller renews the CSRF token.
export async function endSession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
  await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}
