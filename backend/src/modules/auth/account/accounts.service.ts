import { ConflictException, GoneException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { AuthErrors } from '../auth.errors';
import type { UserEntity } from '../entities/user.entity';
import { PasswordHasher } from '../password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { AccountTokensRepository } from '../tokens/account-tokens.repository';
import { UsersRepository } from '../users.repository';

// An account about to be deleted, locked in the deleting transaction.
export interface AccountToDelete {
  id: number;
  email: string;
  // every address the site knows it by: now, waiting for confirmation, and those links went to
  addresses: string[];
}

// What the account's Email Preferences and its deletion need of auth (for the privacy module).
@Injectable()
export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly tokens: AccountTokensRepository,
    private readonly outbox: MailOutbox,
  ) {}

  async account(userId: number): Promise<UserEntity> {
    const account = await this.users.find(this.dataSource.manager, userId);
    if (!account) throw new GoneException(AuthErrors.accountGone);
    return account;
  }

  async passwordMatches(userId: number, password: string): Promise<boolean> {
    return this.hasher.verify(await this.users.passwordHash(this.dataSource.manager, userId), password);
  }

  // Locks the account for its deletion; the site's last admin is refused (409).
  async lockForDeletion(tx: EntityManager, userId: number): Promise<AccountToDelete> {
    const locked = await this.users.lockWithAdmins(tx, userId);
    const self = locked.find((u) => u.id === userId);
    const account = self && (await this.users.find(tx, userId));
    if (!account) throw new GoneException(AuthErrors.accountGone);
    if (account.role === 'admin' && locked.filter((u) => u.role === 'admin').length === 1) {
      throw new ConflictException(AuthErrors.lastAdmin);
    }
    const known = [account.email, account.pendingEmail, ...(await this.tokens.addressesOf(tx, userId))];
    const addresses = [...new Set(known.filter((a): a is string => !!a).map((a) => a.toLowerCase()))];
    return { id: account.id, email: account.email, addresses };
  }

  // The account goes, with every session (this one too), its links and its Product Updates row;
  // its mails still waiting are skipped and the outbox forgets its addresses.
  async remove(tx: EntityManager, account: AccountToDelete): Promise<void> {
    await this.outbox.forget(tx, { recipients: account.addresses, payload: { userId: account.id } });
    await this.sessions.endAll(tx, account.id, null);
    await this.users.delete(tx, account.id);
  }
}
