import type { MigrationInterface, QueryRunner } from 'typeorm';

// The automations module's tables (docs/automations.md): one person per address (contacts, filled
// here from every account that ordered and every subscriber who once confirmed), their tags, the owner's segments, sequences with their
// steps, each person's place in a sequence and the steps they took (the primary key of
// sequence_step_runs is what makes a step once per person), broadcasts, lead magnets and their
// claims, the opens and clicks of marketing mail (only while tracking is on), and one settings row
// (tracking, and the clock the tests and demos move on).
export class Automations1764750000000 implements MigrationInterface {
  name = 'Automations1764750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contacts (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
        subscriber_id integer UNIQUE REFERENCES subscribers (id) ON DELETE SET NULL,
        first_order_id integer REFERENCES orders (id) ON DELETE SET NULL,
        unsubscribe_token varchar(64) NOT NULL UNIQUE,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX contacts_email ON contacts (lower(email))`);
    await q.query(`CREATE INDEX contacts_newest ON contacts (created_at DESC, id DESC)`);
    await q.query(`
      INSERT INTO contacts (email, user_id, subscriber_id, unsubscribe_token, created_at)
      SELECT lower(coalesce(u.email, s.email)), u.id, s.id,
             replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
             least(coalesce(u.created_at, s.subscribed_at), coalesce(s.subscribed_at, u.created_at))
      FROM (SELECT * FROM users WHERE id IN (SELECT user_id FROM orders)) u
      FULL OUTER JOIN (SELECT * FROM subscribers WHERE confirmed_at IS NOT NULL) s ON lower(s.email) = lower(u.email)`);
    await q.query(`
      UPDATE contacts c SET first_order_id = o.first_id
      FROM (SELECT user_id, min(id) AS first_id FROM orders GROUP BY user_id) o WHERE o.user_id = c.user_id`);
    await q.query(`
      CREATE TABLE contact_tags (
        contact_id integer NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        tag varchar(40) NOT NULL,
        source varchar(12) NOT NULL CHECK (source IN ('manual', 'csv', 'sequence', 'lead-magnet')),
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (contact_id, tag)
      )`);
    await q.query(`CREATE INDEX contact_tags_tag ON contact_tags (tag)`);
    await q.query(`
      CREATE TABLE segments (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        filter jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX segments_name ON segments (lower(name))`);
    await q.query(`
      CREATE TABLE sequences (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        status varchar(8) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'paused')),
        trigger_type varchar(24) NOT NULL,
        trigger_product_id integer REFERENCES products (id) ON DELETE SET NULL,
        trigger_tag varchar(40),
        segment_id integer REFERENCES segments (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sequences_trigger ON sequences (trigger_type) WHERE status = 'active'`);
    // a step the owner takes out is kept (removed_at) with its place, so those past it go on after it
    await q.query(`
      CREATE TABLE sequence_steps (
        id serial PRIMARY KEY,
        sequence_id integer NOT NULL REFERENCES sequences (id) ON DELETE CASCADE,
        position integer NOT NULL,
        type varchar(16) NOT NULL CHECK (type IN ('wait', 'email', 'add-tag', 'remove-tag', 'exit-if-bought')),
        config jsonb NOT NULL,
        removed_at timestamptz
      )`);
    await q.query(`CREATE INDEX sequence_steps_of ON sequence_steps (sequence_id, position)`);
    await q.query(`
      CREATE TABLE sequence_enrolments (
        id serial PRIMARY KEY,
        sequence_id integer NOT NULL REFERENCES sequences (id) ON DELETE CASCADE,
        contact_id integer NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'exited')),
        last_step_id integer REFERENCES sequence_steps (id) ON DELETE SET NULL,
        due_at timestamptz NOT NULL,
        order_id integer REFERENCES orders (id) ON DELETE SET NULL,
        entered_at timestamptz NOT NULL,
        finished_at timestamptz,
        exit_reason varchar(200),
        UNIQUE (sequence_id, contact_id)
      )`);
    await q.query(`CREATE INDEX sequence_enrolments_due ON sequence_enrolments (due_at, id) WHERE status = 'active'`);
    await q.query(`CREATE INDEX sequence_enrolments_contact ON sequence_enrolments (contact_id)`);
    await q.query(`
      CREATE TABLE sequence_step_runs (
        enrolment_id integer NOT NULL REFERENCES sequence_enrolments (id) ON DELETE CASCADE,
        step_id integer NOT NULL REFERENCES sequence_steps (id) ON DELETE CASCADE,
        contact_id integer NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        taken_at timestamptz NOT NULL,
        PRIMARY KEY (enrolment_id, step_id)
      )`);
    await q.query(`CREATE INDEX sequence_step_runs_step ON sequence_step_runs (step_id)`);
    await q.query(`
      CREATE TABLE broadcasts (
        id serial PRIMARY KEY,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        segment_id integer REFERENCES segments (id) ON DELETE RESTRICT,
        status varchar(10) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sent')),
        scheduled_at timestamptz,
        sent_at timestamptz,
        recipients integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status = 'draft' OR scheduled_at IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX broadcasts_due ON broadcasts (scheduled_at) WHERE status = 'scheduled'`);
    await q.query(`
      CREATE TABLE lead_magnets (
        id serial PRIMARY KEY,
        slug varchar(80) NOT NULL UNIQUE,
        title varchar(150) NOT NULL,
        description varchar(1000) NOT NULL DEFAULT '',
        product_id integer NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
        tag varchar(40),
        sequence_id integer REFERENCES sequences (id) ON DELETE SET NULL,
        show_on_posts boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE lead_magnet_claims (
        id serial PRIMARY KEY,
        lead_magnet_id integer NOT NULL REFERENCES lead_magnets (id) ON DELETE CASCADE,
        -- the address asked; the person exists only once it is confirmed (no marketing mail before)
        email varchar(254) NOT NULL,
        contact_id integer REFERENCES contacts (id) ON DELETE CASCADE,
        token_hash varchar(64) NOT NULL UNIQUE,
        requested_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        confirmed_at timestamptz
      )`);
    await q.query(`CREATE INDEX lead_magnet_claims_of ON lead_magnet_claims (contact_id)`);
    await q.query(`
      CREATE TABLE mail_engagements (
        id bigserial PRIMARY KEY,
        contact_id integer NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        subject_key varchar(100) NOT NULL,
        event varchar(5) NOT NULL CHECK (event IN ('open', 'click')),
        url varchar(2000),
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_engagements_contact ON mail_engagements (contact_id, at)`);
    await q.query(`CREATE INDEX mail_engagements_subject ON mail_engagements (subject_key, event)`);
    await q.query(`
      CREATE TABLE automation_settings (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        tracking boolean NOT NULL DEFAULT false,
        clock_offset_ms bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`INSERT INTO automation_settings DEFAULT VALUES`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'automation_settings',
      'mail_engagements',
      'lead_magnet_claims',
      'lead_magnets',
      'broadcasts',
      'sequence_step_runs',
      'sequence_enrolments',
      'sequence_steps',
      'sequences',
      'segments',
      'contact_tags',
      'contacts',
    ])
      await q.query(`DROP TABLE ${table}`);
  }
}
