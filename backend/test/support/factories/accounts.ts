// Factories of accounts: accounts, and states of links, sessions and roles a test cannot wait for.
import { createHash } from 'node:crypto';
import { In, Not } from 'typeorm';
import { AuthService } from '../../../src/modules/auth/auth.service';
import { UserEntity } from '../../../src/modules/auth/entities/user.entity';
import type { TestAccount } from '../client';
import type { TestContext } from '../test-context';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// A new account, as the sign-up form makes it (AuthService.register: its confirmation mail queued),
// with no session; answers its id.
export async function makeAccount(t: TestContext, who: TestAccount): Promise<number> {
  const user = await t.app.get(AuthService).register(who);
  if (!user) throw new Error(`${who.email} has an account already`);
  return user.id;
}

// The link with this token ran out `secondsAgo` ago (as the database's clock sees it).
export async function expireAccountLink(t: TestContext, token: string, secondsAgo = 1): Promise<void> {
  await t.dataSource.query(
    `UPDATE account_tokens SET expires_at = now() - make_interval(secs => $2) WHERE token_hash = $1`,
    [sha256(token), secondsAgo],
  );
}

// Every e-mail change link of the account ran out a second ago.
export async function expireEmailChangeLinks(t: TestContext, userId: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'email-change' AND user_id = $1`,
    [userId],
  );
}

// The account's sessions were last seen `minutes` earlier than the database has it.
export async function ageSessionsOf(t: TestContext, userId: number, minutes: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE session SET last_seen_at = last_seen_at - make_interval(mins => $2)
     WHERE sess -> 'passport' ->> 'user' = $1::text`,
    [userId, minutes],
  );
}

// The session was last seen `minutes` ago.
export async function ageSession(t: TestContext, sid: string, minutes: number): Promise<void> {
  await t.dataSource.query(`UPDATE session SET last_seen_at = now() - make_interval(mins => $2) WHERE sid = $1`, [
    sid,
    minutes,
  ]);
}

// The session's row is gone, as the prune of expired sessions leaves it.
export async function pruneSession(t: TestContext, sid: string): Promise<void> {
  await t.dataSource.query('DELETE FROM session WHERE sid = $1', [sid]);
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

// Nobody is on the Product Updates list.
export async function emptyProductUpdatesList(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE product_update_subscriptions');
}
