import type { MigrationInterface, QueryRunner } from 'typeorm';

// Order bumps and one-click upsells (issue 47). The owner attaches to a product at most one offer of
// each kind: a bump, ticked at its checkout, or an upsell, offered once it is paid and charged to
// the same card. Either is another product at a price of its own.
// - An offer taken is an order item of its own (`order_items.offer_id`, `offer_kind`: the kind stays
//   when the offer is deleted), so it is refunded on its own and counted in the revenue.
// - An upsell is an order of its own linked to the first (`orders.upsell_order_id`, unique: one per
//   order, whatever the clicks or replicas), paid by its own off-session payment.
// - The first order remembers what it offered (`bump_offered`, `upsell_offer_id`: the taken rates'
//   denominators), the answer "No thanks" (`upsell_declined_at`), and the card its payment saved for
//   the upsell (`provider_customer_id`, `saved_payment_method_id`).
export class ProductOffers1764740000000 implements MigrationInterface {
  name = 'ProductOffers1764740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_offers (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('bump', 'upsell')),
        offered_product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        price_cents integer NOT NULL CHECK (price_cents >= 50),
        headline varchar(120) NOT NULL,
        text varchar(500) NOT NULL DEFAULT '',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (offered_product_id <> product_id),
        UNIQUE (product_id, kind)
      )`);
    await q.query(`CREATE INDEX product_offers_offered ON product_offers (offered_product_id)`);
    await q.query(`
      ALTER TABLE order_items
        ADD COLUMN offer_id integer REFERENCES product_offers (id) ON DELETE SET NULL,
        ADD COLUMN offer_kind varchar(10) CHECK (offer_kind IN ('bump', 'upsell'))`);
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN bump_offered boolean NOT NULL DEFAULT false,
        ADD COLUMN upsell_offer_id integer REFERENCES product_offers (id) ON DELETE SET NULL,
        ADD COLUMN upsell_order_id integer UNIQUE REFERENCES orders (id) ON DELETE SET NULL,
        ADD COLUMN upsell_declined_at timestamptz,
        ADD COLUMN provider_customer_id varchar(255),
        ADD COLUMN saved_payment_method_id varchar(255)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        DROP COLUMN saved_payment_method_id,
        DROP COLUMN provider_customer_id,
        DROP COLUMN upsell_declined_at,
        DROP COLUMN upsell_order_id,
        DROP COLUMN upsell_offer_id,
        DROP COLUMN bump_offered`);
    await q.query(`ALTER TABLE order_items DROP COLUMN offer_kind, DROP COLUMN offer_id`);
    await q.query(`DROP TABLE product_offers`);
  }
}
