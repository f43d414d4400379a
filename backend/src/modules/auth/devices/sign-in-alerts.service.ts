import { GoneException, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { AuthErrors } from '../auth.errors';
import { AccountMailer } from '../mails/account-mailer';
import { SessionsService } from '../sessions/sessions.service';
import { describeUserAgent } from '../sessions/user-agent';
import { AccountTokens } from '../tokens/account-tokens';
import { TokenSeal } from '../tokens/token-seal';
import { deviceHash } from './device-cookie';
import { KnownDevicesRepository } from './known-devices.repository';

// Sign-ins from browsers an account has not used are told to its address, with "This was not me"
// (README, "Accounts"): one click ends every session of the account and opens the choice of a new
// password, so whoever signed in is out and their password no longer works.
@Injectable()
export class SignInAlerts {
  private readonly secure: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly devices: KnownDevicesRepository,
    private readonly mailer: AccountMailer,
    private readonly tokens: AccountTokens,
    private readonly seal: TokenSeal,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secure = config.nodeEnv === 'production';
  }

  // After any sign-in: this browser is recorded for the account, and mailed about when it is new to
  // an account that has signed in elsewhere (its first browser, at registration, is nobody's news).
  async signedIn(req: Request, res: Response, user: { id: number; email: string }): Promise<void> {
    const hash = deviceHash(req, res, this.secure);
    await this.dataSource.transaction(async (tx) => {
      if (!(await this.devices.seen(tx, user.id, hash))) return;
      const { browser, os } = describeUserAgent(req.get('user-agent'));
      await this.mailer.newSignIn(tx, user, { at: new Date(), device: `${browser} on ${os}`, ip: req.ip ?? 'unknown' });
    });
  }

  // "This was not me": every session of the account ends, the account's alert links are used up,
  // and a password-reset token is answered for the page to go on to choosing a new password.
  async notMe(token: string): Promise<string> {
    return this.dataSource.transaction(async (tx) => {
      const stored = await this.tokens.find(tx, token, 'sign-in-alert', true);
      if (!stored) throw new GoneException(AuthErrors.linkInvalid);
      if (stored.used) throw new GoneException(AuthErrors.alertLinkUsed);
      if (stored.expired) throw new GoneException(AuthErrors.alertLinkExpired);
      await this.tokens.retire(tx, stored.userId, 'sign-in-alert');
      await this.sessions.endAll(tx, stored.userId, null);
      const reset = await this.tokens.issue(tx, stored.userId, 'password-reset', stored.email);
      return this.seal.open(reset.sealed)!;
    });
  }
}
