import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCommerce1764115200000 implements MigrationInterface {
  name = 'CreateCommerce1764115200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "products" (
        "id" SERIAL PRIMARY KEY,
        "type" varchar(20) NOT NULL CHECK ("type" IN ('digital', 'physical', 'course', 'consultation')),
        "category" varchar(60) NOT NULL,
        "title" varchar(200) NOT NULL,
        "description" varchar(5000) NOT NULL,
        "price_cents" integer NOT NULL CHECK ("price_cents" >= 0),
        "downloads" integer,
        "students" integer,
        "duration" varchar(60),
        "rating" numeric(2, 1),
        "sku" varchar(64),
        "weight" varchar(40),
        "dimensions" varchar(60),
        "inventory" integer NOT NULL DEFAULT 0 CHECK ("inventory" >= 0),
        "low_stock_alert" integer NOT NULL DEFAULT 5 CHECK ("low_stock_alert" >= 1),
        "requires_shipping" boolean NOT NULL DEFAULT false,
        "tags" text[] NOT NULL DEFAULT '{}',
        "meta_description" varchar(300),
        "digital_file_key" varchar(100),
        "digital_file_name" varchar(255),
        "image_urls" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "orders" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE RESTRICT,
        "status" varchar(20) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'completed', 'failed', 'cancelled')),
        "total_cents" integer NOT NULL CHECK ("total_cents" > 0),
        "payment_provider" varchar(20) NOT NULL,
        "payment_intent_id" varchar(255) UNIQUE,
        "payment_method" varchar(60),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_orders_user" ON "orders" ("user_id", "created_at" DESC)`);
    await q.query(`
      CREATE TABLE "order_items" (
        "id" SERIAL PRIMARY KEY,
        "order_id" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
        "product_id" integer REFERENCES "products" ("id") ON DELETE SET NULL,
        "title" varchar(200) NOT NULL,
        "type" varchar(20) NOT NULL,
        "price_cents" integer NOT NULL,
        "quantity" integer NOT NULL DEFAULT 1 CHECK ("quantity" > 0)
      )`);
    await q.query(`CREATE INDEX "IDX_order_items_order" ON "order_items" ("order_id")`);
    // a payment-provider event is applied once: its id is the idempotency key
    await q.query(`
      CREATE TABLE "payment_events" (
        "id" varchar(255) PRIMARY KEY,
        "type" varchar(100) NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "payment_events"`);
    await q.query(`DROP TABLE "order_items"`);
    await q.query(`DROP TABLE "orders"`);
    await q.query(`DROP TABLE "products"`);
  }
}
