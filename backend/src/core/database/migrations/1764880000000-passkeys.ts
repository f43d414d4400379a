import type { MigrationInterface, QueryRunner } from 'typeorm';

// Passkeys (auth/passkeys): an account's WebAuthn credentials, each named by its owner, found at
// sign-in by the credential id (unique: one authenticator's key belongs to one account); the
// public key checks the signatures and the counter (raised by a conditional UPDATE) refuses a
// clone's older one. passkey_challenges keeps each used challenge for a while, so one challenge
// signs in once even when two requests carry it at the same moment (the primary key decides).
export class Passkeys1764880000000 implements MigrationInterface {
  name = 'Passkeys1764880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passkeys (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id text NOT NULL,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name varchar(60) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT passkeys_credential_unique UNIQUE (credential_id)
      )`);
    await q.query(`CREATE INDEX passkeys_user ON passkeys (user_id)`);
    await q.query(`
      CREATE TABLE passkey_challenges (
        challenge text PRIMARY KEY,
        used_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE passkey_challenges`);
    await q.query(`DROP TABLE passkeys`);
  }
}
