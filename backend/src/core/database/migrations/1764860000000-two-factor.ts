import type { MigrationInterface, QueryRunner } from 'typeorm';

// Two-factor sign-in (auth/two-factor): an account's authenticator secret, sealed with a key the
// database never holds, switched on once a first code proves the app has it (enabled_at); the last
// time step a code was accepted for, so a code signs in once (a conditional UPDATE decides); and ten
// single-use recovery codes, kept as hashes, used once each (used_at, set by a conditional UPDATE).
export class TwoFactor1764860000000 implements MigrationInterface {
  name = 'TwoFactor1764860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE two_factor (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_sealed text NOT NULL,
        enabled_at timestamptz,
        last_step bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE recovery_codes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT recovery_codes_unique UNIQUE (user_id, code_hash)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE recovery_codes`);
    await q.query(`DROP TABLE two_factor`);
  }
}
