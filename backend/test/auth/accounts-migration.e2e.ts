import { CreateAccountTokens1764430000000 } from '../../src/core/database/migrations/1764430000000-create-account-tokens';
import { accountBeforeTokens, insertUserRow } from '../support/factories';
import { scratchDatabaseUpTo } from '../support/scratch-database';

// Accounts that exist when the accounts migration runs count as confirmed (README, "Accounts");
// sessions signed in before it keep working and appear in the device list. On a scratch database.
describe('the accounts migration', () => {
  const scratch = scratchDatabaseUpTo('mig_accounts', CreateAccountTokens1764430000000);

  it('counts existing accounts as confirmed, keeps their sessions, and reverts', async () => {
    const { ds } = scratch;
    await ds.runMigrations({ transaction: 'each' });
    await ds.undoLastMigration({ transaction: 'each' });
    await accountBeforeTokens(ds);

    await ds.runMigrations({ transaction: 'each' });
    const [user] = await ds.query(`SELECT email_confirmed_at, pending_email FROM users`);
    expect(user.email_confirmed_at).toBeInstanceOf(Date);
    expect(user.pending_email).toBeNull();
    const [session] = await ds.query(
      `SELECT sid, user_agent, last_seen_at IS NOT NULL AS seen FROM session WHERE sess -> 'passport' ->> 'user' = '1'`,
    );
    expect(session).toEqual({ sid: 's1', user_agent: null, seen: true });
    // a new account after it starts unconfirmed
    await insertUserRow(ds, { email: 'new@example.com', firstName: 'N', lastName: 'W' });
    expect((await ds.query(`SELECT email_confirmed_at FROM users WHERE email = 'new@example.com'`))[0]).toEqual({
      email_confirmed_at: null,
    });

    await ds.undoLastMigration({ transaction: 'each' });
    expect(await ds.query(`SELECT count(*)::int AS n FROM session`)).toEqual([{ n: 1 }]);
  });
});
