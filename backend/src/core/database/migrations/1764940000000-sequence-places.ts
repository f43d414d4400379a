import type { MigrationInterface, QueryRunner } from 'typeorm';

// A person may be in a sequence more than once over time, one place at a time: an abandoned-checkout
// sequence starts again for a later checkout once the earlier place has finished (the other triggers
// still enter a person once per sequence, which EnrolmentsRepository.enter keeps). The unique key on
// (sequence, person) becomes one on their active place.
export class SequencePlaces1764940000000 implements MigrationInterface {
  name = 'SequencePlaces1764940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE sequence_enrolments DROP CONSTRAINT sequence_enrolments_sequence_id_contact_id_key');
    await q.query(`CREATE UNIQUE INDEX sequence_enrolments_active_place ON sequence_enrolments (sequence_id, contact_id)
      WHERE status = 'active'`);
    await q.query('CREATE INDEX sequence_enrolments_person ON sequence_enrolments (sequence_id, contact_id)');
    await q.query('CREATE INDEX sequence_enrolments_order ON sequence_enrolments (order_id) WHERE order_id IS NOT NULL');
  }

  // back to one place per (sequence, person) ever: each person's first place is kept
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM sequence_enrolments e USING sequence_enrolments first
      WHERE first.sequence_id = e.sequence_id AND first.contact_id = e.contact_id AND first.id < e.id`);
    await q.query('DROP INDEX sequence_enrolments_order');
    await q.query('DROP INDEX sequence_enrolments_person');
    await q.query('DROP INDEX sequence_enrolments_active_place');
    await q.query('ALTER TABLE sequence_enrolments ADD UNIQUE (sequence_id, contact_id)');
  }
}
