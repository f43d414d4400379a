import type { MigrationInterface, QueryRunner } from 'typeorm';

// New-device sign-in mails (auth/devices): the browsers each account has signed in from (a random
// id in a long-lived cookie, kept as its SHA-256), and the mail's "this was not me" link, a token of
// its own purpose. And the audit log (1764870000000) records two-factor sign-in's tables, made
// before it, and the passkeys' (1764880000000): an account's security changing (the secret and the
// codes' hashes show as hidden, by their names).
// made after the audit log's migration, so given its trigger here
const AUDITED = ['two_factor', 'recovery_codes', 'passkeys'];

export class KnownDevices1764890000000 implements MigrationInterface {
  name = 'KnownDevices1764890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE known_devices (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_hash char(64) NOT NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, device_hash)
      )`);
    for (const table of AUDITED) {
      await q.query(
        `CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION audit_change()`,
      );
    }
    await q.query(`ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
       CHECK (purpose IN ('password-reset', 'email-confirmation', 'email-change', 'sign-in-alert'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM account_tokens WHERE purpose = 'sign-in-alert'`);
    await q.query(`ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
       CHECK (purpose IN ('password-reset', 'email-confirmation', 'email-change'))`,
    );
    await q.query(`DROP TABLE known_devices`);
    for (const table of AUDITED) await q.query(`DROP TRIGGER audit ON ${table}`);
  }
}
