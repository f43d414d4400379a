import { BadRequestException, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { markProven, provenRecently, provenUntil } from '../../../core/access/recent-proof';
import type { SessionUser } from '../../../core/access/session-user';
import { tooManyAttempts } from '../../../core/rate-limit/too-many-attempts';
import { AuthErrors } from '../auth.errors';
import { AuthService } from '../auth.service';
import { PasskeyErrors } from '../passkeys/passkey.errors';
import { PasskeysService } from '../passkeys/passkeys.service';
import { SignInThrottle } from '../sign-in-throttle';
import { rightCode } from '../two-factor/right-code';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { ProofKind, ProofStatusDto, ReauthenticateDto } from './proof.dto';

// Proving again who is signed in, for the actions that ask for a recent proof (RecentProof): the
// password, or on an account with two-factor on, a code (the password alone is what a thief most
// likely has), or a passkey of the account (both factors in one). Wrong answers count as at sign-in: passwords per account and address, codes per account.
@Injectable()
export class ProofService {
  constructor(
    private readonly auth: AuthService,
    private readonly throttle: SignInThrottle,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
  ) {}

  async status(user: SessionUser, req: Request): Promise<ProofStatusDto> {
    const until = provenUntil(req);
    return {
      fresh: provenRecently(req),
      provenUntil: until?.toISOString() ?? null,
      asks: await this.asks(user),
      passkeys: await this.passkeys.hasAny(user.id),
    };
  }

  async prove(user: SessionUser, body: ReauthenticateDto, req: Request, res: Response): Promise<ProofStatusDto> {
    if (body.passkey !== undefined) {
      const owner = await this.passkeys.verify(body.passkey, req, BadRequestException);
      if (owner !== user.id) throw new BadRequestException(PasskeyErrors.otherAccount);
    } else if ((await this.asks(user)) === 'code') {
      if (body.code === undefined) throw new BadRequestException(ProofErrors.codeNeeded);
      rightCode(await this.twoFactor.verifySignIn(user.id, body.code), res);
    } else {
      if (body.password === undefined) throw new BadRequestException(ProofErrors.passwordNeeded);
      const attempt = { email: user.email, ip: req.ip ?? 'unknown' };
      const retryAfter = await this.throttle.admit(attempt);
      if (retryAfter !== null) throw tooManyAttempts(res, retryAfter);
      if (!(await this.auth.validateCredentials(user.email, body.password))) {
        throw new BadRequestException(AuthErrors.currentPasswordWrong);
      }
      await this.throttle.succeeded(attempt);
    }
    markProven(req);
    return this.status(user, req);
  }

  private async asks(user: SessionUser): Promise<ProofKind> {
    return (await this.twoFactor.isEnabled(user.id)) ? 'code' : 'password';
  }
}

export const ProofErrors = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  passwordNeeded: 'Enter your password.',
} as const;
