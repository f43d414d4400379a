import { GoneException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { RateLimitService } from '../../../core/rate-limit/rate-limit.service';
import { AuthErrors } from '../auth.errors';
import { AccountMailer } from '../mails/account-mailer';
import type { UserEntity } from '../entities/user.entity';
import { AccountTokens, LINK_LIFETIME_SECONDS } from '../tokens/account-tokens';
import { UsersRepository } from '../users.repository';
import { normalizeEmail, UsersService } from '../users.service';
import { PasswordsService } from './passwords.service';

// Reset mails per account per hour. Past it the answer stays the same and no mail is queued; the
// mails of that hour still hold working links (a link works an hour, as long as the window), so
// someone asking in the owner's name fills the owner's inbox a little and locks nobody out.
export const RESET_MAILS_PER_ACCOUNT = 3;

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly usersRepo: UsersRepository,
    private readonly tokens: AccountTokens,
    private readonly passwords: PasswordsService,
    private readonly mailer: AccountMailer,
    private readonly limits: RateLimitService,
  ) {}

  // The same answer whether or not the address has an account (the caller says the same words):
  // a mail with a link is queued only when it has one.
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const key = `password-reset-mails:${normalizeEmail(user.email)}`;
    const budget = await this.limits.hit(key, RESET_MAILS_PER_ACCOUNT, LINK_LIFETIME_SECONDS['password-reset']);
    if (!budget.allowed) return;
    await this.dataSource.transaction((tx) => this.mailer.sendLink(tx, 'password-reset', user.id, user.email));
  }

  // Whether a link can still be used, for its page to say so before a new password is typed.
  async check(token: string): Promise<void> {
    await this.linkOwner(this.dataSource.manager, token, false);
  }

  // The new password; every session of the account ends (whoever holds the old password is out).
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await this.passwords.hash(password);
    await this.dataSource.transaction(async (tx) => {
      const user = await this.linkOwner(tx, token, true);
      await this.passwords.replace(tx, user, passwordHash, null);
      // the link came to this address, so it is the customer's
      if (!user.emailConfirmedAt) await this.usersRepo.update(tx, user.id, { emailConfirmedAt: new Date() });
    });
  }

  // The account a reset link opens, or 410 with what is wrong with the link. The link must have
  // been sent to the account's present address.
  private async linkOwner(tx: EntityManager, token: string, forUpdate: boolean): Promise<UserEntity> {
    const stored = await this.tokens.find(tx, token, 'password-reset', forUpdate);
    if (!stored) throw new GoneException(AuthErrors.linkInvalid);
    if (stored.used) throw new GoneException(AuthErrors.resetLinkUsed);
    if (stored.expired) throw new GoneException(AuthErrors.resetLinkExpired);
    const user = await this.usersRepo.find(tx, stored.userId, forUpdate);
    if (!user || user.email !== stored.email) throw new GoneException(AuthErrors.linkInvalid);
    return user;
  }
}
