import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import type { UserEntity } from '../entities/user.entity';
import { SessionsService } from '../sessions/sessions.service';
import { AccountsService } from './accounts.service';

const iso = (d: Date | null) => d?.toISOString() ?? null;

// Auth's part of an account's data export: its profile and the devices signed in now, field by
// field (no hash, no token, no session id). The account itself goes last in its deletion
// (AccountsService, which privacy calls).
@Injectable()
export class AccountPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
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
