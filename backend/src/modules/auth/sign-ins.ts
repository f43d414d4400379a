import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CsrfTokens } from '../../core/http/csrf';
import { SignInAlerts } from './devices/sign-in-alerts.service';
import type { UserEntity } from './entities/user.entity';
import { startSession } from './start-session';

// The end of every way of signing in (registering, the password, its code, a passkey): the session
// (a new id, and the proof of who is behind it), a CSRF token for it, and a mail to the account's
// address when the browser is new to it.
@Injectable()
export class SignIns {
  constructor(
    private readonly csrf: CsrfTokens,
    private readonly alerts: SignInAlerts,
  ) {}

  async start(req: Request, res: Response, user: UserEntity): Promise<void> {
    await startSession(req, user);
    await this.started(req, res, user);
  }

  // after a sign-in whose session is already started (the password's, in LocalAuthGuard)
  async started(req: Request, res: Response, user: UserEntity): Promise<void> {
    this.csrf.renew(req, res);
    await this.alerts.signedIn(req, res, user);
  }
}
