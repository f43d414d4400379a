import { MigrationInterface, QueryRunner } from 'typeorm';

// API keys (modules/auth/api-keys): made, named, scoped and revoked by the owner in the admin, sent
// as "Authorization: Bearer csk_…". Only the sha256 of a key is kept (a 240-bit random secret
// needs no slow hash; the hash is the lookup), with its first 12 characters to recognise it in the
// list. Two active keys never share a name; a revoked key's name may be used again. A key goes with
// the admin who made it.
export class ApiKeys1764610000000 implements MigrationInterface {
  name = 'ApiKeys1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "api_keys" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(80) NOT NULL,
        "scope" varchar(20) NOT NULL CHECK ("scope" IN ('read-content', 'admin')),
        "prefix" varchar(16) NOT NULL,
        "key_hash" char(64) NOT NULL UNIQUE,
        "created_by" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz NULL,
        "revoked_at" timestamptz NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_api_keys_active_name" ON "api_keys" (lower("name")) WHERE "revoked_at" IS NULL`,
    );
    await q.query(`CREATE INDEX "IDX_api_keys_created_by" ON "api_keys" ("created_by")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "api_keys"`);
  }
}
