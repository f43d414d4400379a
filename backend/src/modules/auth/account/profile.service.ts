import { ConflictException, GoneException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { AuthErrors } from '../auth.errors';
import type { UpdateProfileDto } from '../dto/account.dto';
import type { UserEntity } from '../entities/user.entity';
import { AccountMailer } from '../mails/account-mailer';
import { AccountTokens } from '../tokens/account-tokens';
import { normalizeEmail, UsersRepository } from '../users.repository';

// Edit Profile: names change at once; a new e-mail address waits for the link mailed to it.
@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokens,
    private readonly mailer: AccountMailer,
  ) {}

  async update(user: SessionUser, input: UpdateProfileDto): Promise<UserEntity> {
    const email = normalizeEmail(input.email);
    return this.dataSource.transaction(async (tx) => {
      const account = await this.account(tx, user.id);
      await this.users.update(tx, user.id, { firstName: input.firstName, lastName: input.lastName });
      // the same address again sends a new link (the customer lost the first one)
      if (email !== account.email) await this.askToConfirm(tx, account, email);
      return this.account(tx, user.id);
    });
  }

  // Drops a change of address that waits for its confirmation; its link stops working.
  async cancelEmailChange(user: SessionUser): Promise<UserEntity> {
    return this.dataSource.transaction(async (tx) => {
      await this.account(tx, user.id);
      await this.users.update(tx, user.id, { pendingEmail: null });
      await this.tokens.retire(tx, user.id, 'email-change');
      return this.account(tx, user.id);
    });
  }

  private async askToConfirm(tx: EntityManager, account: UserEntity, email: string): Promise<void> {
    // as much as registration tells: the address has an account
    if (await this.users.emailUsedByOther(tx, email, account.id)) {
      throw new ConflictException(AuthErrors.emailUsedByOther);
    }
    await this.users.update(tx, account.id, { pendingEmail: email });
    await this.tokens.retire(tx, account.id, 'email-change');
    await this.mailer.sendLink(tx, 'email-change', account.id, email);
  }

  // locked: one change of the account at a time
  private async account(tx: EntityManager, id: number): Promise<UserEntity> {
    const account = await this.users.find(tx, id, true);
    if (!account) throw new GoneException(AuthErrors.accountGone);
    return account;
  }
}
