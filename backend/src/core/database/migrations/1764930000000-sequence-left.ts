import type { MigrationInterface, QueryRunner } from 'typeorm';

// A place in a sequence may end as 'left': the person stopped that series by the link in its mails
// (modules/automations/sequences/leave-sequence.controller.ts), counted apart from the exits the
// sequence makes itself. Down: those places become exits (their reason says why).
export class SequenceLeft1764930000000 implements MigrationInterface {
  name = 'SequenceLeft1764930000000';

  async up(q: QueryRunner): Promise<void> {
    await this.statuses(q, ['active', 'completed', 'exited', 'left']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE sequence_enrolments SET status = 'exited' WHERE status = 'left'`);
    await this.statuses(q, ['active', 'completed', 'exited']);
  }

  private async statuses(q: QueryRunner, statuses: string[]): Promise<void> {
    await q.query('ALTER TABLE sequence_enrolments DROP CONSTRAINT sequence_enrolments_status_check');
    await q.query(
      `ALTER TABLE sequence_enrolments ADD CONSTRAINT sequence_enrolments_status_check
         CHECK (status IN (${statuses.map((s) => `'${s}'`).join(', ')}))`,
    );
  }
}
