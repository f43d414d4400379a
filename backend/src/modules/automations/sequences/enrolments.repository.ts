import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface EnrolmentRow {
  id: number;
  sequenceId: number;
  contactId: number;
  lastStepId: number | null;
  dueAt: Date;
  orderId: number | null;
}

export interface StepStats {
  stepId: number;
  waiting: number;
  sent: number;
  opened: number;
  clicked: number;
  converted: number;
}

export interface SequenceCounts {
  entered: number;
  active: number;
  completed: number;
  exited: number;
  left: number;
}

// How a place in a sequence ends: 'completed' (the last step taken), 'exited' (the sequence ended it:
// a purchase, the segment, marketing mail stopped, the address undeliverable) or 'left' (the person
// stopped this series by the link in its mails).
export type PlaceEnd = 'completed' | 'exited' | 'left';

// A person's place as the link that stops the series finds it.
export interface PlaceToLeave {
  id: number;
  status: 'active' | PlaceEnd;
  email: string;
  sequenceName: string;
}

const COLUMNS = `e.id, e.sequence_id AS "sequenceId", e.contact_id AS "contactId", e.last_step_id AS "lastStepId",
  e.due_at AS "dueAt", e.order_id AS "orderId"`;

// The mail subject of a sequence step: one outbox row per step and address, ever; for a place about
// a checkout (entered again for each abandoned one), per step, address and checkout.
export const stepSubject = (stepId: number, orderId: number | null = null) =>
  orderId === null ? `sequence-step:${stepId}` : `sequence-step:${stepId}:order:${orderId}`;

// the exit reason of a place whose checkout was paid
export const CHECKOUT_PAID = 'The checkout was paid';

// sequence_enrolments (each person's place in a sequence) and sequence_step_runs (the steps each
// took: its primary key is the step's "once per place": a person's one place in the sequence, or
// one per checkout in an abandoned checkout's).
@Injectable()
export class EnrolmentsRepository {
  constructor(private readonly db: DataSource) {}

  // People into these sequences, due at `dueAt`, answering how many entered. Once per sequence and
  // person, ever (a second trigger changes nothing); with `again` (an abandoned checkout's
  // sequences), once more whenever their earlier place there has finished, unless they left that
  // series by its link. Never two active places of a person in one sequence (the unique index on
  // the active place).
  async enter(
    tx: EntityManager,
    sequenceIds: number[],
    contactId: number,
    dueAt: Date,
    enteredAt: Date,
    orderId: number | null = null,
    again = false,
  ): Promise<number> {
    if (!sequenceIds.length) return 0;
    const rows = (await tx.query(
      `INSERT INTO sequence_enrolments (sequence_id, contact_id, due_at, entered_at, order_id)
       SELECT s.id, $2, $3, $4, $5 FROM unnest($1::int[]) AS s (id)
        WHERE NOT EXISTS (SELECT 1 FROM sequence_enrolments e WHERE e.sequence_id = s.id AND e.contact_id = $2
                             AND (NOT $6::boolean OR e.status IN ('active', 'left')))
       ON CONFLICT (sequence_id, contact_id) WHERE status = 'active' DO NOTHING RETURNING id`,
      [sequenceIds, contactId, dueAt, enteredAt, orderId, again],
    )) as unknown[];
    return rows.length;
  }

  // The next place due at `now` in an active sequence, locked for this transaction; places another
  // run holds are passed over (SKIP LOCKED: replicas and overlapping runs take different people).
  async lockNextDue(tx: EntityManager, now: Date, skip: number[]): Promise<EnrolmentRow | null> {
    const [row] = (await tx.query(
      `SELECT ${COLUMNS} FROM sequence_enrolments e JOIN sequences s ON s.id = e.sequence_id
        WHERE e.status = 'active' AND s.status = 'active' AND e.due_at <= $1 AND NOT (e.id = ANY($2::int[]))
        ORDER BY e.due_at, e.id LIMIT 1
        FOR UPDATE OF e SKIP LOCKED`,
      [now, skip],
    )) as EnrolmentRow[];
    return row ?? null;
  }

  // Records that the person took the step (at the real time: conversions are compared with it);
  // false when they had taken it already.
  async take(tx: EntityManager, e: EnrolmentRow, stepId: number): Promise<boolean> {
    const rows = (await tx.query(
      `INSERT INTO sequence_step_runs (enrolment_id, step_id, contact_id, taken_at) VALUES ($1, $2, $3, now())
       ON CONFLICT DO NOTHING RETURNING step_id`,
      [e.id, stepId, e.contactId],
    )) as unknown[];
    return rows.length > 0;
  }

  async moveTo(tx: EntityManager, id: number, lastStepId: number | null, dueAt: Date): Promise<void> {
    await tx.query('UPDATE sequence_enrolments SET last_step_id = $2, due_at = $3 WHERE id = $1', [
      id,
      lastStepId,
      dueAt,
    ]);
  }

  // Ends an active place (with the reason the owner sees); false when it had ended already.
  async finish(tx: EntityManager, id: number, status: PlaceEnd, at: Date, reason: string | null): Promise<boolean> {
    const [, count]: [unknown[], number] = await tx.query(
      `UPDATE sequence_enrolments SET status = $2, finished_at = $3, exit_reason = $4 WHERE id = $1 AND status = 'active'`,
      [id, status, at, reason],
    );
    return count > 0;
  }

  // The person leaves the series by its link, for good: the place the link names (going, gone
  // through, or one the sequence took them out of) and any place of theirs still going in that
  // sequence (an abandoned checkout's series takes people again) end as left, and enter() never
  // takes them into it again. False when the place was left already.
  async leave(tx: EntityManager, id: number, at: Date, reason: string): Promise<boolean> {
    const [, count]: [unknown[], number] = await tx.query(
      `UPDATE sequence_enrolments e SET status = 'left', finished_at = $2, exit_reason = $3
         FROM sequence_enrolments named
        WHERE named.id = $1 AND e.sequence_id = named.sequence_id AND e.contact_id = named.contact_id
          AND ((e.id = $1 AND e.status <> 'left') OR e.status = 'active')`,
      [id, at, reason],
    );
    return count > 0;
  }

  // The person's place in the sequence as a step's mail is rendered (null: none): the one named,
  // else their latest.
  async placeOf(
    sequenceId: number,
    contactId: number,
    placeId?: number,
  ): Promise<{ id: number; status: string } | null> {
    const [row] = (await this.db.query(
      `SELECT id, status FROM sequence_enrolments WHERE sequence_id = $1 AND contact_id = $2 AND ($3::int IS NULL OR id = $3)
        ORDER BY id DESC LIMIT 1`,
      [sequenceId, contactId, placeId ?? null],
    )) as { id: number; status: string }[];
    return row ?? null;
  }

  async placeToLeave(id: number): Promise<PlaceToLeave | null> {
    const [row] = (await this.db.query(
      `SELECT e.id, e.status, c.email, s.name AS "sequenceName" FROM sequence_enrolments e
         JOIN contacts c ON c.id = e.contact_id JOIN sequences s ON s.id = e.sequence_id WHERE e.id = $1`,
      [id],
    )) as PlaceToLeave[];
    return row ?? null;
  }

  // The active places about this order in abandoned-checkout sequences end: it is paid. A place a
  // run holds now is passed over (SKIP LOCKED): that run reads the order under its lock, and sees it paid.
  async exitPaidCheckout(tx: EntityManager, orderId: number, at: Date): Promise<void> {
    await tx.query(
      `UPDATE sequence_enrolments SET status = 'exited', finished_at = $2, exit_reason = $3
        WHERE id IN (SELECT e.id FROM sequence_enrolments e JOIN sequences s ON s.id = e.sequence_id
                      WHERE e.order_id = $1 AND e.status = 'active' AND s.trigger_type = 'checkout-abandoned'
                      FOR UPDATE OF e SKIP LOCKED)`,
      [orderId, at, CHECKOUT_PAID],
    );
  }

  // The sequence's people by where they are.
  async counts(sequenceIds: number[]): Promise<Map<number, SequenceCounts>> {
    const rows = (await this.db.query(
      `SELECT sequence_id AS id, count(*)::int AS entered,
              count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status = 'completed')::int AS completed,
              count(*) FILTER (WHERE status = 'exited')::int AS exited,
              count(*) FILTER (WHERE status = 'left')::int AS "left"
         FROM sequence_enrolments WHERE sequence_id = ANY($1::int[]) GROUP BY sequence_id`,
      [sequenceIds],
    )) as ({ id: number } & SequenceCounts)[];
    const counts = new Map(rows.map(({ id, ...c }) => [id, c]));
    return new Map(
      sequenceIds.map((id) => [id, counts.get(id) ?? { entered: 0, active: 0, completed: 0, exited: 0, left: 0 }]),
    );
  }

  // Each step's figures: waiting (active people whose next step it is), sent (took it), opened and
  // clicked (its mail, distinct people, while tracking was on), converted (took it, then paid an
  // order: `convertedSql` over the run `r` and the person `c`).
  async stepStats(sequenceId: number, convertedSql: string, params: unknown[]): Promise<StepStats[]> {
    const n = params.length;
    return (await this.db.query(
      `WITH steps AS (SELECT id, position FROM sequence_steps WHERE sequence_id = $${n + 1} AND removed_at IS NULL),
       waiting AS (
         SELECT nxt.id, count(*)::int AS people FROM sequence_enrolments e
         LEFT JOIN sequence_steps last ON last.id = e.last_step_id
         CROSS JOIN LATERAL (
           SELECT s.id FROM steps s WHERE last.id IS NULL OR (s.position, s.id) > (last.position, last.id)
           ORDER BY s.position, s.id LIMIT 1) nxt
         WHERE e.sequence_id = $${n + 1} AND e.status = 'active' GROUP BY nxt.id)
       SELECT s.id AS "stepId",
         coalesce((SELECT people FROM waiting w WHERE w.id = s.id), 0) AS waiting,
         (SELECT count(*)::int FROM sequence_step_runs r WHERE r.step_id = s.id) AS sent,
         (SELECT count(DISTINCT contact_id)::int FROM mail_engagements me
           WHERE me.subject_key = 'sequence-step:' || s.id AND me.event = 'open') AS opened,
         (SELECT count(DISTINCT contact_id)::int FROM mail_engagements me
           WHERE me.subject_key = 'sequence-step:' || s.id AND me.event = 'click') AS clicked,
         (SELECT count(*)::int FROM sequence_step_runs r JOIN contacts c ON c.id = r.contact_id
           WHERE r.step_id = s.id AND ${convertedSql}) AS converted
       FROM steps s ORDER BY s.position, s.id`,
      [...params, sequenceId],
    )) as StepStats[];
  }
}
