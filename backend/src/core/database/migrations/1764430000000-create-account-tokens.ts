import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 14 (accounts): links sent by mail (password reset, e-mail confirmation, e-mail change)
// stored only as hashes; an account's confirmed and pending address; what the Settings tab lists
// per signed-in session (device, signed in, last seen). Accounts that exist at this migration count
// as confirmed: they were made when the site could not ask, and their address has been receiving
// their order mails (README, "Accounts").
export class CreateAccountTokens1764430000000 implements MigrationInterface {
  name = 'CreateAccountTokens1764430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD COLUMN "email_confirmed_at" timestamptz,
        ADD COLUMN "pending_email" varchar(254),
        ADD COLUMN "password_changed_at" timestamptz`);
    await q.query(`UPDATE "users" SET "email_confirmed_at" = now()`);
    await q.query(`
      CREATE TABLE "account_tokens" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "purpose" varchar(20) NOT NULL CHECK ("purpose" IN ('password-reset', 'email-confirmation', 'email-change')),
        "token_hash" char(64) NOT NULL UNIQUE,
        "email" varchar(254) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_account_tokens_user" ON "account_tokens" ("user_id", "purpose")`);
    // connect-pg-simple writes only sid, sess and expire, so these keep their values
    await q.query(`
      ALTER TABLE "session"
        ADD COLUMN "created_at" timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN "last_seen_at" timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN "user_agent" varchar(512)`);
    // passport keeps the signed-in user's id in the session: an account's sessions by that id
    await q.query(`CREATE INDEX "IDX_session_user" ON "session" (("sess" -> 'passport' ->> 'user'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_session_user"`);
    await q.query(`ALTER TABLE "session" DROP COLUMN "created_at", DROP COLUMN "last_seen_at", DROP COLUMN "user_agent"`);
    await q.query(`DROP TABLE "account_tokens"`);
    await q.query(
      `ALTER TABLE "users" DROP COLUMN "email_confirmed_at", DROP COLUMN "pending_email", DROP COLUMN "password_changed_at"`,
    );
  }
}
