import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { RateLimitService } from '../../../core/rate-limit/rate-limit.service';
import { SiteService } from '../../site';
import { AccountMailer } from '../mails/account-mailer';
import { SessionsService } from '../sessions/sessions.service';
import { TwoFactorSeal } from './two-factor-seal';
import { TwoFactorErrors } from './two-factor.errors';
import { TwoFactorRepository } from './two-factor.repository';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, totpStep, totpUri } from './totp';

const FIFTEEN_MINUTES = 15 * 60;
// wrong codes per account per 15 minutes, from everywhere: 5 guesses of a million
const CODE_FAILURES = 5;

// What checking a code found: right (a code of the app, or a recovery code, now used), wrong, or
// asked too often (retry after so many seconds).
export type CodeCheck = { ok: true } | { ok: false; retryAfterSeconds: number | null };

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

// Two-factor sign-in with an authenticator app (RFC 6238) and ten single-use recovery codes
// (README, "Two-factor sign-in"). Turning it on or off ends the account's other sessions and
// mails the owner of the address.
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: TwoFactorRepository,
    private readonly seal: TwoFactorSeal,
    private readonly limits: RateLimitService,
    private readonly sessions: SessionsService,
    private readonly mailer: AccountMailer,
    private readonly site: SiteService,
  ) {}

  isEnabled(userId: number): Promise<boolean> {
    return this.repo.isEnabled(userId);
  }

  async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const enabled = await this.repo.isEnabled(userId);
    return { enabled, recoveryCodesLeft: enabled ? await this.repo.recoveryCodesLeft(userId) : 0 };
  }

  // A new secret for the app to scan; it takes effect once a code from it is entered (enable).
  async setUp(user: SessionUser): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    if (!(await this.repo.startEnrolment(user.id, this.seal.seal(secret)))) {
      throw new ConflictException(TwoFactorErrors.alreadyOn);
    }
    const { siteName } = await this.site.identity();
    return { secret, otpauthUrl: totpUri(secret, siteName, user.email) };
  }

  // The first code proves the app has the secret: two-factor is on, the recovery codes are made
  // (answered once), every other session ends.
  async enable(user: SessionUser, code: string, keepSession: string): Promise<CodeCheck & { codes?: string[] }> {
    const stored = await this.repo.find(user.id);
    if (!stored) throw new ConflictException(TwoFactorErrors.noSetup);
    if (stored.enabled) throw new ConflictException(TwoFactorErrors.alreadyOn);
    const codes = newRecoveryCodes();
    const check = await this.checked(user.id, async (tx) => {
      if (!(await this.appCode(tx, user.id, code, false))) return false;
      await this.repo.enable(tx, user.id);
      await this.repo.replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash));
      await this.sessions.endAll(tx, user.id, keepSession);
      await this.mailer.twoFactorChanged(tx, user, true, new Date());
      return true;
    });
    return check.ok ? { ...check, codes } : check;
  }

  // Off with a code (of the app or a recovery code): the secret and the codes go, other sessions end.
  async disable(user: SessionUser, code: string, keepSession: string): Promise<CodeCheck> {
    await this.requireOn(user.id);
    return this.checked(user.id, async (tx) => {
      if (!(await this.anyCode(tx, user.id, code))) return false;
      await this.repo.remove(tx, user.id);
      await this.sessions.endAll(tx, user.id, keepSession);
      await this.mailer.twoFactorChanged(tx, user, false, new Date());
      return true;
    });
  }

  // Ten new recovery codes for a code; the old ones stop working.
  async renewRecoveryCodes(user: SessionUser, code: string): Promise<CodeCheck & { codes?: string[] }> {
    await this.requireOn(user.id);
    const codes = newRecoveryCodes();
    const check = await this.checked(user.id, async (tx) => {
      if (!(await this.anyCode(tx, user.id, code))) return false;
      await this.repo.replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash));
      return true;
    });
    return check.ok ? { ...check, codes } : check;
  }

  // The second step of signing in: a code of the app or a recovery code, each accepted once.
  verifySignIn(userId: number, code: string): Promise<CodeCheck> {
    return this.checked(userId, (tx) => this.anyCode(tx, userId, code));
  }

  private async requireOn(userId: number): Promise<void> {
    if (!(await this.repo.isEnabled(userId))) throw new ConflictException(TwoFactorErrors.notOn);
  }

  // Every attempt counts against the account's budget before its code is checked (a burst cannot
  // slip past) and is taken back when the code was right; `use` runs in the transaction that uses
  // the code, so a code is spent only with what it was for.
  private async checked(userId: number, use: (tx: EntityManager) => Promise<boolean>): Promise<CodeCheck> {
    const key = `two-factor-failures:${userId}`;
    const hit = await this.limits.hit(key, CODE_FAILURES, FIFTEEN_MINUTES);
    if (!hit.allowed) return { ok: false, retryAfterSeconds: hit.retryAfterSeconds };
    const ok = await this.dataSource.transaction(use);
    if (!ok) return { ok: false, retryAfterSeconds: null };
    await this.limits.undo(key);
    return { ok: true };
  }

  private async anyCode(tx: EntityManager, userId: number, code: string): Promise<boolean> {
    if (looksLikeRecoveryCode(code)) return this.repo.useRecoveryCode(tx, userId, recoveryCodeHash(code));
    return this.appCode(tx, userId, code, true);
  }

  private async appCode(tx: EntityManager, userId: number, code: string, enabled: boolean): Promise<boolean> {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return false;
    const stored = await this.repo.find(userId, tx);
    const secret = stored && this.seal.open(stored.secretSealed);
    if (!secret) return false;
    const step = totpStep(secret, digits);
    return step !== null && (await this.repo.useStep(tx, userId, step, enabled));
  }
}
