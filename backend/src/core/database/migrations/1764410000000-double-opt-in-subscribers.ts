import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 13: double opt-in. A subscriber is active only once confirmed; a request to subscribe
// keeps the SHA-256 of its link's token (never the token), when the link expires, and when its
// mail was queued (at most one per address every 10 minutes).
// Everyone already on the list subscribed under single opt-in: they count as confirmed when they
// subscribed, so every active subscriber stays active. The column defaults describe such a
// confirmed subscriber, as a row written directly (an operator's INSERT, the benchmark) always
// meant; the site's own code writes pending rows explicitly, and the check keeps an unconfirmed
// row from being active.
export class DoubleOptInSubscribers1764410000000 implements MigrationInterface {
  name = 'DoubleOptInSubscribers1764410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "subscribers"
        ADD COLUMN "confirmed_at" timestamptz,
        ADD COLUMN "confirm_token_hash" varchar(64),
        ADD COLUMN "confirm_expires_at" timestamptz,
        ADD COLUMN "confirm_sent_at" timestamptz`);
    await q.query(`UPDATE "subscribers" SET "confirmed_at" = "subscribed_at"`);
    await q.query(`ALTER TABLE "subscribers" ALTER COLUMN "confirmed_at" SET DEFAULT now()`);
    await q.query(
      `ALTER TABLE "subscribers" ADD CONSTRAINT "CHK_subscribers_active_confirmed" CHECK (NOT "active" OR "confirmed_at" IS NOT NULL)`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_subscribers_confirm_token" ON "subscribers" ("confirm_token_hash")`);
  }

  // Addresses that never confirmed were never subscribers under the old rules: they go.
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "subscribers" WHERE "confirmed_at" IS NULL`);
    await q.query(`DROP INDEX "UQ_subscribers_confirm_token"`);
    await q.query(`ALTER TABLE "subscribers" DROP CONSTRAINT "CHK_subscribers_active_confirmed"`);
    await q.query(`
      ALTER TABLE "subscribers"
        DROP COLUMN "confirmed_at", DROP COLUMN "confirm_token_hash",
        DROP COLUMN "confirm_expires_at", DROP COLUMN "confirm_sent_at"`);
  }
}
