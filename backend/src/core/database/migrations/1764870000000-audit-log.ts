import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 50, the audit log: who changed what, recorded by the database itself so that no admin route
// can forget it and the record shares the change's transaction (a failed action leaves none).
// The app tells the database who acts through the connection setting `audit.context` (core/audit:
// set for an admin's requests only); the trigger records nothing without it (customers, crons,
// webhooks). A table added later decides: audited (a trigger `audit` as below) or listed in
// core/audit/audit-decisions.ts as not audited; test/audit/audited-tables.e2e.ts holds it.

// [table, columns shown as "[hidden]" besides the ones audit_change() always hides]
const AUDITED: [string, string[]][] = [
  ['users', ['password_hash']],
  ['api_keys', ['key_hash']],
  ['blog_posts', []],
  ['subscribers', ['confirm_token_hash', 'unsubscribe_token']],
  ['newsletter_issues', []],
  ['legal_pages', []],
  ['page_content', []],
  ['uploaded_images', []],
  ['assistant_faq', []],
  ['assistant_settings', []],
  ['assistant_questions', []],
  ['course_modules', []],
  ['course_lessons', []],
  ['course_lesson_attachments', []],
  ['course_enrolments', []],
  ['membership_tiers', []],
  ['memberships', []],
  ['membership_invoices', []],
  ['membership_settings', []],
  ['redirects', []],
  ['contact_messages', []],
  ['contact_replies', []],
  ['products', []],
  ['product_types', []],
  ['orders', ['client_secret']],
  ['order_items', []],
  ['refunds', []],
  ['refund_parts', []],
  ['coupons', []],
  ['product_reviews', []],
  ['shipping_addresses', []],
  ['shop_settings', []],
  ['payment_plans', []],
  ['plan_instalments', []],
  ['product_offers', []],
  ['comments', []],
  ['comment_authors', []],
  ['comment_settings', []],
  ['bookings', []],
  ['booking_settings', []],
  ['booking_weekly_hours', []],
  ['booking_date_overrides', []],
  ['consultation_settings', []],
  ['alert_settings', []],
  ['site_settings', []],
  ['contacts', []],
  ['contact_tags', []],
  ['segments', []],
  ['sequences', []],
  ['sequence_steps', []],
  ['sequence_enrolments', []],
  ['broadcasts', []],
  ['lead_magnets', []],
  ['automation_settings', []],
  ['backup_runs', []],
  ['mail_suppressions', []],
  ['audit_settings', []],
];

// The change of one row, by the actor `audit.context` names (JSON: requestId, userId, keyId, label,
// ip, action). An UPDATE keeps the columns it changed, less the bookkeeping ones (updated_at, last_*)
// and the generated ones; one that changed nothing else is not recorded. A hidden column shows
// "[hidden]" (null stays null): whether it changed, never its value.
const AUDIT_CHANGE = `
CREATE FUNCTION audit_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  raw text := current_setting('audit.context', true);
  old_row jsonb;
  new_row jsonb;
  before jsonb := '{}';
  after jsonb := '{}';
  skipped text[];
  col text;
  hide boolean;
  entry integer;
  row_key text;
BEGIN
  IF raw IS NULL OR raw = '' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  SELECT coalesce(array_agg(attname::text), '{}') INTO skipped
    FROM pg_attribute WHERE attrelid = TG_RELID AND attgenerated <> '';
  FOR col IN SELECT jsonb_object_keys(coalesce(new_row, old_row)) LOOP
    CONTINUE WHEN col = ANY(skipped);
    CONTINUE WHEN TG_OP = 'UPDATE' AND (new_row -> col IS NOT DISTINCT FROM old_row -> col
      OR col = 'updated_at' OR col LIKE 'last\\_%');
    hide := col = ANY(TG_ARGV) OR col ~ '(^|_)(secret|password|token)(_|$)' OR col ~ '_hash$';
    IF old_row IS NOT NULL THEN
      before := before || jsonb_build_object(col, CASE WHEN hide AND old_row ->> col IS NOT NULL
        THEN to_jsonb('[hidden]'::text) ELSE old_row -> col END);
    END IF;
    IF new_row IS NOT NULL THEN
      after := after || jsonb_build_object(col, CASE WHEN hide AND new_row ->> col IS NOT NULL
        THEN to_jsonb('[hidden]'::text) ELSE new_row -> col END);
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND after = '{}' THEN RETURN NULL; END IF;

  row_key := coalesce(new_row, old_row) ->> 'id';
  IF row_key IS NULL THEN
    SELECT string_agg(coalesce(new_row, old_row) ->> a.attname, ',' ORDER BY array_position(i.indkey, a.attnum))
      INTO row_key
      FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = TG_RELID AND i.indisprimary;
  END IF;

  -- one entry per request: the first change makes it, the others (in this transaction or another
  -- of the same request, maybe at once) find it
  INSERT INTO audit_entries (request_id, actor_user_id, actor_key_id, actor_label, ip, action)
    SELECT (c ->> 'requestId')::uuid, (c ->> 'userId')::integer, (c ->> 'keyId')::integer,
           c ->> 'label', c ->> 'ip', c ->> 'action'
    FROM (SELECT raw::jsonb AS c) AS context
    ON CONFLICT (request_id) DO NOTHING RETURNING id INTO entry;
  IF entry IS NULL THEN
    SELECT id INTO entry FROM audit_entries WHERE request_id = (raw::jsonb ->> 'requestId')::uuid;
  END IF;
  INSERT INTO audit_changes (entry_id, table_name, row_id, operation, before, after)
    VALUES (entry, TG_TABLE_NAME, row_key, TG_OP,
            CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE before END,
            CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE after END);
  RETURN NULL;
END
$fn$`;

// An action that changes no row but matters (a backup downloaded, a customer list exported): an
// entry of the request's actor with this note and no change.
const AUDIT_NOTE = `
CREATE FUNCTION audit_note(text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  raw text := current_setting('audit.context', true);
BEGIN
  IF raw IS NULL OR raw = '' THEN RETURN; END IF;
  INSERT INTO audit_entries (request_id, actor_user_id, actor_key_id, actor_label, ip, action, note)
    SELECT (c ->> 'requestId')::uuid, (c ->> 'userId')::integer, (c ->> 'keyId')::integer,
           c ->> 'label', c ->> 'ip', c ->> 'action', $1
    FROM (SELECT raw::jsonb AS c) AS context
    ON CONFLICT (request_id) DO NOTHING;
END
$fn$`;

// Nobody edits a record; one is deleted only by the retention job, which says so for its own
// transaction (SET LOCAL audit.retention = 'on').
const AUDIT_REFUSE = `
CREATE FUNCTION audit_refuse_edit() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'UPDATE' AND current_setting('audit.retention', true) = 'on' THEN
    RETURN CASE WHEN TG_LEVEL = 'ROW' THEN OLD ELSE NULL END;
  END IF;
  RAISE EXCEPTION 'The audit log cannot be edited: % on % is refused.', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$fn$`;

export class AuditLog1764870000000 implements MigrationInterface {
  name = 'AuditLog1764870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_entries (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        request_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        actor_user_id integer,
        actor_key_id integer,
        actor_label text NOT NULL,
        ip text,
        action text NOT NULL,
        note text,
        CONSTRAINT audit_entries_request_key UNIQUE (request_id)
      )`);
    // the list: newest first, and the retention job's oldest first
    await q.query(`CREATE INDEX audit_entries_at ON audit_entries (at, id)`);
    await q.query(`
      CREATE TABLE audit_changes (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        entry_id integer NOT NULL REFERENCES audit_entries (id) ON DELETE CASCADE,
        table_name text NOT NULL,
        row_id text,
        operation text NOT NULL CHECK (operation IN ('INSERT', 'UPDATE', 'DELETE')),
        before jsonb,
        after jsonb
      )`);
    await q.query(`CREATE INDEX audit_changes_entry ON audit_changes (entry_id, id)`);
    await q.query(`CREATE INDEX audit_changes_table ON audit_changes (table_name, entry_id)`);
    await q.query(`
      CREATE TABLE audit_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        keep_days integer NOT NULL DEFAULT 365 CHECK (keep_days BETWEEN 30 AND 3650),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO audit_settings DEFAULT VALUES`);
    await q.query(AUDIT_CHANGE);
    await q.query(AUDIT_NOTE);
    await q.query(AUDIT_REFUSE);
    for (const table of ['audit_entries', 'audit_changes']) {
      await q.query(
        `CREATE TRIGGER audit_refuse_edit BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION audit_refuse_edit()`,
      );
      await q.query(
        `CREATE TRIGGER audit_refuse_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_edit()`,
      );
    }
    for (const [table, hidden] of AUDITED) {
      const args = hidden.map((column) => `'${column}'`).join(', ');
      await q.query(
        `CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION audit_change(${args})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of AUDITED) await q.query(`DROP TRIGGER audit ON ${table}`);
    await q.query(`DROP TABLE audit_settings, audit_changes, audit_entries`);
    await q.query(`DROP FUNCTION audit_refuse_edit(), audit_note(text), audit_change()`);
  }
}
