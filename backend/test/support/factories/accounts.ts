// Factories of accounts: accounts, their roles, and an API key's last use a test cannot wait for
// (the links and sessions time leaves behind are in unmapped-tables.ts).
import { createHash } from 'node:crypto';
import { In, Not } from 'typeorm';
import { UsersService } from '../../../src/modules/auth';
import { ApiKeyEntity } from '../../../src/modules/auth/api-keys/api-key.entity';
import { AuthService } from '../../../src/modules/auth/auth.service';
import { UserEntity, type UserRole } from '../../../src/modules/auth/entities/user.entity';
import type { TestAccount } from '../client';
import type { TestContext } from '../test-context';
import { secondsAgo } from './moments';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// A new account, as the sign-up form makes it (AuthService.register: its confirmation mail queued),
// with no session; answers its id.
export async function makeAccount(t: TestContext, who: TestAccount): Promise<number> {
  const user = await t.app.get(AuthService).register(who);
  if (!user) throw new Error(`${who.email} has an account already`);
  return user.id;
}

// Every other admin is a customer: the account `adminId` is the last admin. Answers who was
// demoted, for restoreAdmins after the suite.
export async function leaveOnlyAdmin(t: TestContext, adminId: number): Promise<number[]> {
  const others = await t.dataSource.getRepository(UserEntity).findBy({ role: 'admin', id: Not(adminId) });
  const ids = others.map((user) => user.id);
  if (ids.length) await t.dataSource.getRepository(UserEntity).update({ id: In(ids) }, { role: 'customer' });
  return ids;
}

// The admins leaveOnlyAdmin demoted are admins again (those not deleted since), as the suites
// before found them.
export async function restoreAdmins(t: TestContext, ids: number[]): Promise<void> {
  if (ids.length) await t.dataSource.getRepository(UserEntity).update({ id: In(ids) }, { role: 'admin' });
}

// The account with this address has the role, as the admin setup (or a demotion) leaves it.
export async function setAccountRole(t: TestContext, email: string, role: UserRole): Promise<void> {
  const users = t.app.get(UsersService);
  const user = await users.findByEmail(email);
  if (!user) throw new Error(`${email} has no account`);
  await users.setRole(user.id, role);
}

// The key was last used `seconds` ago (its use is written down at most once a minute).
export async function ageKeyUse(t: TestContext, keyId: number, seconds: number): Promise<void> {
  await t.dataSource.getRepository(ApiKeyEntity).update({ id: keyId }, { lastUsedAt: secondsAgo(seconds) });
}

// The account's address is confirmed, as its confirmation link's click leaves it.
export async function confirmAccountAddress(t: TestContext, userId: number): Promise<void> {
  await t.dataSource.getRepository(UserEntity).update({ id: userId }, { emailConfirmedAt: new Date() });
}
