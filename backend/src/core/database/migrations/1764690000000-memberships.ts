import type { MigrationInterface, QueryRunner } from 'typeorm';

// Memberships (modules/memberships, docs/memberships.md): tiers (products of the 'membership' type,
// their prices, trial and what they include), each account's membership and its invoices, the
// billing events applied once, the owner's settings and the offline provider's clock; a post's
// audience (everyone, members, or a tier and above).
export class Memberships1764690000000 implements MigrationInterface {
  name = 'Memberships1764690000000';

  async up(q: QueryRunner): Promise<void> {
    // the type is known before the app starts (the registry adds it at start too): `make run`'s
    // demo tier is seeded before
    await q.query(`INSERT INTO product_types ("key") VALUES ('membership') ON CONFLICT DO NOTHING`);
    await q.query(`
      CREATE TABLE membership_tiers (
        product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
        "rank" integer NOT NULL DEFAULT 1 CHECK ("rank" BETWEEN 1 AND 100),
        monthly_cents integer CHECK (monthly_cents > 0),
        yearly_cents integer CHECK (yearly_cents > 0),
        trial_days integer NOT NULL DEFAULT 0 CHECK (trial_days BETWEEN 0 AND 90),
        benefits text[] NOT NULL DEFAULT '{}',
        paid_newsletter boolean NOT NULL DEFAULT false,
        included_product_ids integer[] NOT NULL DEFAULT '{}',
        stripe_product_id varchar(100),
        stripe_monthly_price_id varchar(100),
        stripe_yearly_price_id varchar(100),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (monthly_cents IS NOT NULL OR yearly_cents IS NOT NULL)
      )`);
    await q.query(`
      CREATE TABLE memberships (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        tier_id integer NOT NULL REFERENCES membership_tiers (product_id) ON DELETE RESTRICT,
        "interval" varchar(5) NOT NULL CHECK ("interval" IN ('month', 'year')),
        status varchar(10) NOT NULL CHECK (status IN ('incomplete', 'trialing', 'active', 'past_due', 'cancelled')),
        price_cents integer NOT NULL CHECK (price_cents > 0),
        credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents >= 0),
        current_period_start timestamptz,
        current_period_end timestamptz,
        trial_ends_at timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        past_due_since timestamptz,
        ended_at timestamptz,
        provider varchar(10) NOT NULL CHECK (provider IN ('offline', 'stripe')),
        provider_customer_id varchar(100),
        provider_subscription_id varchar(100) UNIQUE,
        provider_payment_method_id varchar(100),
        card_brand varchar(20),
        card_last4 char(4),
        started_at timestamptz,
        cancel_requested_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // one membership at a time per account: a new one only once the last has ended
    await q.query(`CREATE UNIQUE INDEX memberships_one_live ON memberships (user_id) WHERE status <> 'cancelled'`);
    await q.query(`CREATE INDEX memberships_due ON memberships (current_period_end) WHERE status <> 'cancelled'`);
    // an account's memberships (its history, its data), and the owner's list newest first
    await q.query(`CREATE INDEX memberships_of ON memberships (user_id)`);
    await q.query(`CREATE INDEX memberships_newest ON memberships (created_at, id)`);
    await q.query(`
      CREATE TABLE membership_invoices (
        id serial PRIMARY KEY,
        membership_id integer NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
        provider_invoice_id varchar(100) NOT NULL UNIQUE,
        kind varchar(10) NOT NULL CHECK (kind IN ('first', 'renewal', 'change')),
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents >= 0),
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        status varchar(6) NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'void')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX membership_invoices_of ON membership_invoices (membership_id, created_at)`);
    await q.query(
      `CREATE INDEX membership_invoices_retry ON membership_invoices (next_attempt_at) WHERE status = 'open'`,
    );
    await q.query(`
      CREATE TABLE membership_events (
        event_id varchar(120) PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE membership_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        grace_days integer NOT NULL DEFAULT 7 CHECK (grace_days BETWEEN 0 AND 60),
        owner_mail varchar(6) NOT NULL DEFAULT 'each' CHECK (owner_mail IN ('each', 'digest', 'none')),
        clock_offset_ms bigint NOT NULL DEFAULT 0 CHECK (clock_offset_ms >= 0)
      )`);
    await q.query(`INSERT INTO membership_settings (id) VALUES (true)`);
    await q.query(
      `ALTER TABLE blog_posts ADD COLUMN audience varchar(8) NOT NULL DEFAULT 'everyone' CHECK (audience IN ('everyone', 'members', 'tier'))`,
    );
    // no foreign key: a tier is memberships' and a post the blog's (a TRUNCATE of products would
    // cascade into the posts); a post naming a tier that is gone is readable by nobody but the owner
    await q.query(`ALTER TABLE blog_posts ADD COLUMN audience_tier_id integer`);
    await q.query(
      `ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_audience_tier CHECK ((audience = 'tier') = (audience_tier_id IS NOT NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE blog_posts DROP CONSTRAINT blog_posts_audience_tier`);
    await q.query(`ALTER TABLE blog_posts DROP COLUMN audience_tier_id`);
    await q.query(`ALTER TABLE blog_posts DROP COLUMN audience`);
    await q.query(`DROP TABLE membership_settings`);
    await q.query(`DROP TABLE membership_events`);
    await q.query(`DROP TABLE membership_invoices`);
    await q.query(`DROP TABLE memberships`);
    await q.query(`DROP TABLE membership_tiers`);
    // refused while a product of the type is left (products.type references it)
    await q.query(`DELETE FROM product_types WHERE "key" = 'membership'`);
  }
}
