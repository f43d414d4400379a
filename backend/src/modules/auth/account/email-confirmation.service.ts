import { ConflictException, GoneException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { MailSuppressions } from '../../../core/mail/mail-suppressions';
import { AuthErrors } from '../auth.errors';
import type { EmailConfirmedDto } from '../dto/account.dto';
import type { UserEntity } from '../entities/user.entity';
import { AccountMailer } from '../mails/account-mailer';
import type { StoredToken } from '../tokens/account-tokens.repository';
import { AccountTokens } from '../tokens/account-tokens';
import { UsersRepository } from '../users.repository';

// Confirming an address from the link mailed to it: a new account's address, or the new address of
// an e-mail change (which becomes the sign-in address only then; the old address is told).
@Injectable()
export class EmailConfirmationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokens,
    private readonly mailer: AccountMailer,
    private readonly suppressions: MailSuppressions,
  ) {}

  // In the transaction that creates the account.
  sendForNewAccount(tx: EntityManager, user: UserEntity): Promise<void> {
    return this.mailer.sendLink(tx, 'email-confirmation', user.id, user.email);
  }

  // "Send again" on the account page; the links sent before keep working.
  async resend(user: SessionUser): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const account = await this.users.find(tx, user.id, true);
      if (!account || account.emailConfirmedAt) throw new ConflictException(AuthErrors.emailAlreadyConfirmed);
      await this.mailer.sendLink(tx, 'email-confirmation', account.id, account.email);
    });
  }

  async confirm(token: string): Promise<EmailConfirmedDto> {
    return this.dataSource.transaction(async (tx) => {
      const stored =
        (await this.tokens.find(tx, token, 'email-confirmation', true)) ??
        (await this.tokens.find(tx, token, 'email-change', true));
      const user = stored && (await this.users.find(tx, stored.userId, true));
      if (!stored || !user) throw new GoneException(AuthErrors.linkInvalid);
      return stored.purpose === 'email-change'
        ? this.confirmChange(tx, stored, user)
        : this.confirmAddress(tx, stored, user);
    });
  }

  private async confirmAddress(tx: EntityManager, stored: StoredToken, user: UserEntity): Promise<EmailConfirmedDto> {
    // the account has moved to another address since
    if (user.email !== stored.email) throw new GoneException(AuthErrors.emailChangeLinkOutdated);
    if (user.emailConfirmedAt) return { status: 'already-confirmed', email: user.email };
    if (stored.expired) throw new GoneException(AuthErrors.confirmLinkExpired);
    await this.users.update(tx, user.id, { emailConfirmedAt: new Date() });
    await this.tokens.retire(tx, user.id, 'email-confirmation');
    // the click proves the mailbox works: a bounce recorded before no longer stops its mail
    await this.suppressions.lift(tx, user.email);
    return { status: 'confirmed', email: user.email };
  }

  private async confirmChange(tx: EntityManager, stored: StoredToken, user: UserEntity): Promise<EmailConfirmedDto> {
    if (stored.used && user.email === stored.email) return { status: 'already-confirmed', email: user.email };
    if (stored.used || user.pendingEmail !== stored.email) throw new GoneException(AuthErrors.emailChangeLinkOutdated);
    if (stored.expired) throw new GoneException(AuthErrors.confirmLinkExpired);
    // someone took the address since it was asked for: the unique index answers 409 too
    if (await this.users.emailUsedByOther(tx, stored.email, user.id)) {
      throw new ConflictException(AuthErrors.emailUsedByOther);
    }
    const changes = { email: stored.email, pendingEmail: null, emailConfirmedAt: new Date() };
    await this.users.update(tx, user.id, changes);
    await this.tokens.retire(tx, user.id, 'email-change');
    await this.suppressions.lift(tx, stored.email);
    await this.mailer.emailChanged(tx, stored.id, user.id, user.email, stored.email);
    return { status: 'confirmed', email: stored.email };
  }
}
