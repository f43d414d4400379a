import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { EmailConfirmationService } from './account/email-confirmation.service';
import type { RegisterDto } from './dto/register.dto';
import type { UserEntity } from './entities/user.entity';
import { AccountMailer } from './mails/account-mailer';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';
import { normalizeEmail, UsersService } from './users.service';

// "Someone tried to register with your address" mails per account per day. Past it the answer
// stays the same and no mail is queued, so strangers cannot fill the owner's inbox.
export const REGISTRATION_NOTICES_PER_ACCOUNT = 3;
const ONE_DAY = 24 * 60 * 60;

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly usersRepo: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly confirmation: EmailConfirmationService,
    private readonly mailer: AccountMailer,
    private readonly limits: RateLimitService,
  ) {}

  // A new address gets its account and the mail with its confirmation link, in one transaction,
  // and the new account is answered (the caller signs it in); a taken one gets a mail telling its
  // owner, the account stays as it is, and null is answered (README, "Accounts and admin access").
  async register(input: RegisterDto): Promise<UserEntity | null> {
    // hashed either way, so a taken address takes as long as a new one
    const passwordHash = await this.hasher.hash(input.password);
    const created = await this.dataSource.transaction(async (tx) => {
      const user = await this.usersRepo.createIfNew(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      if (user) await this.confirmation.sendForNewAccount(tx, user);
      return user;
    });
    if (!created) await this.tellOwner(input.email);
    return created;
  }

  // The user for a correct e-mail and password, else null (the caller answers one 401 for both).
  async validateCredentials(email: string, password: string): Promise<UserEntity | null> {
    const user = await this.users.findWithPasswordHash(email);
    const ok = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) return null;
    const { passwordHash: _secret, ...safe } = user;
    return safe as UserEntity;
  }

  private async tellOwner(email: string): Promise<void> {
    const owner = await this.users.findByEmail(email);
    if (!owner) return; // deleted in the meantime
    const key = `registration-notices:${normalizeEmail(owner.email)}`;
    if (!(await this.limits.hit(key, REGISTRATION_NOTICES_PER_ACCOUNT, ONE_DAY)).allowed) return;
    await this.mailer.registrationAttempted(this.dataSource.manager, owner, new Date());
  }
}
