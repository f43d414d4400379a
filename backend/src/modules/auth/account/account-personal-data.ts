import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import type { UserEntity } from '../entities/user.entity';
import { PasskeysService } from '../passkeys/passkeys.service';
import { SessionsService } from '../sessions/sessions.service';
import { AccountsService } from './accounts.service';

const iso = (d: Date | null) => d?.toISOString() ?? null;

// Auth's part of an account's data export: its profile, the devices signed in now and its passkeys, field by
// field (no hash, no token, no session id). The account itself goes last in its deletion
// (AccountsService, which privacy calls).
@Injectable()
export class AccountPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly passkeys: PasskeysService,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'profile',
      export: async ({ userId }) => profile(await this.accounts.account(userId)),
    });
    this.personalData.register({
      name: 'devices',
      // this one first
      export: async ({ userId, sessionId }) =>
        (await this.sessions.list(userId, sessionId)).map(({ browser, os, createdAt, lastSeenAt, current }) => ({
          browser,
          os,
          createdAt,
          lastSeenAt,
          current,
        })),
    });
    this.personalData.register({
      name: 'passkeys',
      // names and dates: the public key and the credential id say nothing to their owner
      export: async ({ userId }) =>
        (await this.passkeys.list(userId)).map(({ name, createdAt, lastUsedAt }) => ({ name, createdAt, lastUsedAt })),
    });
  }
}

function profile(account: UserEntity) {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    pendingEmail: account.pendingEmail,
    emailConfirmed: account.emailConfirmedAt !== null,
    role: account.role,
    createdAt: account.createdAt.toISOString(),
    passwordChangedAt: iso(account.passwordChangedAt),
  };
}
