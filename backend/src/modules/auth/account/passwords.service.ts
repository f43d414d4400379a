import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { AuthErrors } from '../auth.errors';
import { AccountMailer } from '../mails/account-mailer';
import { PasswordHasher } from '../password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { AccountTokens } from '../tokens/account-tokens';
import { UsersRepository } from '../users.repository';

// Setting a new password, by the account's owner (Change Password) or through a reset link.
@Injectable()
export class PasswordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokens,
    private readonly sessions: SessionsService,
    private readonly mailer: AccountMailer,
  ) {}

  // Change Password: the current password first; this session stays, every other one ends.
  async change(user: SessionUser, currentPassword: string, password: string, sessionId: string): Promise<void> {
    const stored = await this.users.passwordHash(this.dataSource.manager, user.id);
    if (!(await this.hasher.verify(stored, currentPassword))) {
      throw new BadRequestException(AuthErrors.currentPasswordWrong);
    }
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (tx) => {
      const locked = await this.users.find(tx, user.id, true);
      if (locked) await this.replace(tx, locked, passwordHash, sessionId);
    });
  }

  // Hashes outside any transaction: argon2 takes a while, and no row should stay locked meanwhile.
  hash(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  // The new password in place: reset links retired, the account's sessions ended (all but `keep`),
  // and the "your password was changed" mail queued, all in the caller's transaction.
  async replace(
    tx: EntityManager,
    user: { id: number; email: string },
    passwordHash: string,
    keep: string | null,
  ): Promise<void> {
    const changedAt = await this.users.setPasswordHash(tx, user.id, passwordHash);
    await this.tokens.retire(tx, user.id, 'password-reset');
    await this.sessions.endAll(tx, user.id, keep);
    await this.mailer.passwordChanged(tx, user, changedAt);
  }
}
