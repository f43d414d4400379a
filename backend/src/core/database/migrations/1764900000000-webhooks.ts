import type { MigrationInterface, QueryRunner } from 'typeorm';

// Outbound webhooks (modules/webhooks): the owner's endpoints, each with the events it takes and its
// signing secret (sealed under SESSION_SECRET; the audit log hides it by its name), and one delivery
// row per event and endpoint (the unique key: exactly once in the log, whatever retries, replays or
// replicas do), each attempt of it kept in webhook_attempts.
export class Webhooks1764900000000 implements MigrationInterface {
  name = 'Webhooks1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id serial PRIMARY KEY,
        url varchar(2000) NOT NULL,
        description varchar(200) NOT NULL DEFAULT '',
        events text[] NOT NULL,
        secret_sealed text NOT NULL,
        allow_private boolean NOT NULL DEFAULT false,
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id serial PRIMARY KEY,
        event_id uuid NOT NULL,
        endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_type varchar(60) NOT NULL,
        payload jsonb NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivering', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        round_attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_at timestamptz,
        last_status_code integer,
        last_error varchar(500),
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (event_id, endpoint_id)
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id)
      WHERE status IN ('pending', 'delivering')`);
    await q.query(`CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at, id)`);
    await q.query(`
      CREATE TABLE webhook_attempts (
        id serial PRIMARY KEY,
        delivery_id integer NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        status_code integer,
        error varchar(500),
        duration_ms integer NOT NULL,
        UNIQUE (delivery_id, attempt)
      )`);
    await q.query(
      `CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON webhook_endpoints FOR EACH ROW EXECUTE FUNCTION audit_change()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_attempts`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
