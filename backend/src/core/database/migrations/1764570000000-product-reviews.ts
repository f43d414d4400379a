import { MigrationInterface, QueryRunner } from 'typeorm';

// Buyers' reviews behind a product's rating: one per buyer and product, a rating from 1 to 5 and a
// text; the owner can hide one. A change tells the replicas to drop the product reads they keep
// (the cards show the visible reviews' average and count), as a change to products does.
export class ProductReviews1764570000000 implements MigrationInterface {
  name = 'ProductReviews1764570000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "product_reviews" (
        "id" SERIAL PRIMARY KEY,
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "rating" integer NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
        "body" text NOT NULL CHECK (length("body") <= 2000),
        "hidden_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_product_reviews_buyer" UNIQUE ("product_id", "user_id")
      )`);
    await q.query(
      `CREATE TRIGGER "product_reviews_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "product_reviews"`);
  }
}
