import type { MigrationInterface, QueryRunner } from 'typeorm';

// A refund of an order paid in several payments (a payment plan: the first instalment's intent, then
// one per later instalment) is spread over them, latest first: each part is what is asked of the
// provider on one payment, under a key derived from the refund's, and its answer (the provider's
// refund id) is kept, so a refund interrupted between parts asks only the parts left, with the same
// keys. A refund made in the provider's dashboard on such an order is kept as one part too, so what
// is left of each payment is known.
export class RefundParts1764720000000 implements MigrationInterface {
  name = 'RefundParts1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE refund_parts (
        refund_id integer NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
        intent_id varchar(255) NOT NULL,
        -- the order the parts are asked in (0: the latest payment)
        position integer NOT NULL CHECK (position >= 0),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        provider_refund_id varchar(255) UNIQUE,
        PRIMARY KEY (refund_id, intent_id)
      )`);
    await q.query(`CREATE INDEX refund_parts_of_intent ON refund_parts (intent_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE refund_parts`);
  }
}
