import type { MigrationInterface, QueryRunner } from 'typeorm';

// Payment plans (docs/payment-plans.md): a product the owner also sells in 2 to 12 monthly
// instalments (the count and the total on the product); each plan bought, its instalments with
// their due dates and attempts; an order whose plan went unpaid past the grace period has its
// access paused.
export class PaymentPlans1764700000000 implements MigrationInterface {
  name = 'PaymentPlans1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE products
        ADD COLUMN plan_instalments integer CHECK (plan_instalments BETWEEN 2 AND 12),
        ADD COLUMN plan_total_cents integer,
        ADD CONSTRAINT products_plan_whole CHECK ((plan_instalments IS NULL) = (plan_total_cents IS NULL)),
        -- each instalment at least the least a card can be charged ($0.50)
        ADD CONSTRAINT products_plan_instalment_min CHECK (plan_total_cents >= 50 * plan_instalments)`);
    await q.query(`ALTER TABLE orders ADD COLUMN access_paused_at timestamptz`);
    await q.query(`
      CREATE TABLE payment_plans (
        id serial PRIMARY KEY,
        order_id integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        product_id integer REFERENCES products (id) ON DELETE SET NULL,
        title varchar(255) NOT NULL,
        instalments integer NOT NULL CHECK (instalments BETWEEN 2 AND 12),
        total_cents integer NOT NULL CHECK (total_cents > 0),
        status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'active', 'past_due', 'paused', 'completed', 'cancelled')),
        provider_customer_id varchar(100),
        payment_method_id varchar(100),
        card_brand varchar(20),
        card_last4 char(4),
        past_due_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        ended_at timestamptz
      )`);
    await q.query(`CREATE INDEX payment_plans_of ON payment_plans (user_id)`);
    await q.query(`CREATE INDEX payment_plans_newest ON payment_plans (created_at, id)`);
    await q.query(`
      CREATE TABLE plan_instalments (
        plan_id integer NOT NULL REFERENCES payment_plans (id) ON DELETE CASCADE,
        "number" integer NOT NULL CHECK ("number" BETWEEN 1 AND 12),
        amount_cents integer NOT NULL CHECK (amount_cents >= 50),
        due_at timestamptz,
        status varchar(9) NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'paid', 'cancelled')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz,
        failure varchar(255),
        charge_id varchar(100) UNIQUE,
        paid_at timestamptz,
        PRIMARY KEY (plan_id, "number"),
        CHECK ((status = 'paid') = (paid_at IS NOT NULL))
      )`);
    // the cycle's next due instalment: unpaid ones by when they are next tried
    await q.query(
      `CREATE INDEX plan_instalments_due ON plan_instalments (coalesce(next_attempt_at, due_at)) WHERE status = 'due'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE plan_instalments`);
    await q.query(`DROP TABLE payment_plans`);
    await q.query(`ALTER TABLE orders DROP COLUMN access_paused_at`);
    await q.query(`
      ALTER TABLE products
        DROP CONSTRAINT products_plan_instalment_min,
        DROP CONSTRAINT products_plan_whole,
        DROP COLUMN plan_total_cents,
        DROP COLUMN plan_instalments`);
  }
}
