import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler, Response } from 'express';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { poolOf } from '../database/data-source-options';

export const SESSION_COOKIE = 'sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

// Sessions are rows in PostgreSQL (table "session", created by a migration), so they survive
// restarts and every replica sees them. The store deletes expired rows every 15 minutes or so; its
// timer stops with the app, whose pool it can no longer use.
@Injectable()
export class SessionStore implements OnModuleDestroy {
  readonly store: InstanceType<ReturnType<typeof connectPgSimple>>;

  constructor(dataSource: DataSource) {
    // no touch: the current-user read is polled every 2 s and must not write a row each time
    this.store = new (connectPgSimple(session))({
      pool: poolOf(dataSource),
      tableName: 'session',
      createTableIfMissing: false,
      disableTouch: true,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}

// Anonymous visitors get no session until one is needed.
export function sessionMiddleware(config: AppConfig, store: session.Store): RequestHandler {
  if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    // a session lasts 30 days from sign-in
    store,
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
