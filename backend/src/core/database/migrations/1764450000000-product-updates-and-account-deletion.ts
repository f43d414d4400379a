import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 14 (accounts, second half):
// - product_update_subscriptions: the "Product Updates" list, one row per account that joined it
//   (mailed only while the account's address is confirmed; gone with the account);
// - products.announced_at: when the product was announced to that list (once per product);
// - orders.user_id may be null: the order of a deleted account stays for the owner's books without
//   its buyer. The foreign key still refuses to delete an account whose orders were not anonymised.
export class ProductUpdatesAndAccountDeletion1764450000000 implements MigrationInterface {
  name = 'ProductUpdatesAndAccountDeletion1764450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "product_update_subscriptions" (
        "user_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "active" boolean NOT NULL,
        "unsubscribe_token" varchar(64) NOT NULL UNIQUE,
        "subscribed_at" timestamptz NOT NULL DEFAULT now(),
        "unsubscribed_at" timestamptz
      )`);
    await q.query(`ALTER TABLE "products" ADD COLUMN "announced_at" timestamptz`);
    await q.query(`ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL`);
  }

  // Orders of deleted accounts have no buyer to give back: undoing would lose them, so it is refused.
  async down(q: QueryRunner): Promise<void> {
    const [{ n }]: { n: number }[] = await q.query(`SELECT count(*)::int AS n FROM "orders" WHERE "user_id" IS NULL`);
    if (n > 0) {
      throw new Error(`${n} orders belong to deleted accounts; the schema before this migration cannot hold them`);
    }
    await q.query(`ALTER TABLE "orders" ALTER COLUMN "user_id" SET NOT NULL`);
    await q.query(`ALTER TABLE "products" DROP COLUMN "announced_at"`);
    await q.query(`DROP TABLE "product_update_subscriptions"`);
  }
}
