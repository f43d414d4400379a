import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    // a right password on an account with two-factor on, waiting for its code
    pendingSignIn?: { userId: number; since: number };
  }
}

// the code must follow the password within this time
const PENDING_MS = 5 * 60 * 1000;

// A new session for this browser (whoever was signed in here is no longer) remembers the account
// for the code, and is stored only as long as it may wait; the code's sign-in starts another one,
// as every sign-in does.
export async function awaitSecondFactor(req: Request, userId: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.pendingSignIn = { userId, since: Date.now() };
  req.session.cookie.maxAge = PENDING_MS;
}

// The account whose password was right a moment ago in this browser, if any.
export function pendingSignIn(req: Request): number | null {
  const pending = req.session?.pendingSignIn;
  return pending && Date.now() - pending.since < PENDING_MS ? pending.userId : null;
}
