import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { hashToken } from '../tokens/token-seal';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

// This browser's lasting id (not a session: it outlives signing out), so that a sign-in from a
// browser the account has not used before can be told by mail. httpOnly; "__Host-" over https.
export function deviceHash(req: Request, res: Response, secure: boolean): string {
  const name = secure ? '__Host-did' : 'did';
  const given = req.headers.cookie ? parseCookie(req.headers.cookie)[name] : undefined;
  const id = given && /^[A-Za-z0-9_-]{24}$/.test(given) ? given : randomBytes(18).toString('base64url');
  if (id !== given) res.cookie(name, id, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_MS });
  return hashToken(id);
}
