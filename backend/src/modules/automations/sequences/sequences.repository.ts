import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { configOf, type StepConfig, type StepInput, type StepType } from './steps';
import type { Trigger, TriggerType } from './triggers';

export type SequenceStatus = 'draft' | 'active' | 'paused';

export interface SequenceRow {
  id: number;
  name: string;
  status: SequenceStatus;
  trigger: Trigger;
  segmentId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface StepRow {
  id: number;
  sequenceId: number;
  position: number;
  config: StepConfig;
  removed: boolean;
}

interface RawSequence {
  id: number;
  name: string;
  status: SequenceStatus;
  trigger_type: TriggerType;
  trigger_product_id: number | null;
  trigger_tag: string | null;
  segment_id: number | null;
  created_at: Date;
  updated_at: Date;
}

const toSequence = (r: RawSequence): SequenceRow => ({
  id: r.id,
  name: r.name,
  status: r.status,
  trigger: { type: r.trigger_type, productId: r.trigger_product_id, tag: r.trigger_tag },
  segmentId: r.segment_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

interface RawStep {
  id: number;
  sequence_id: number;
  position: number;
  type: StepType;
  config: Record<string, unknown>;
  removed_at: Date | null;
}

export const toStep = (r: RawStep): StepRow => ({
  id: r.id,
  sequenceId: r.sequence_id,
  position: r.position,
  config: { ...r.config, type: r.type } as StepConfig,
  removed: r.removed_at !== null,
});

// sequences and their steps. A step taken out is kept (removed_at) where it was, so the people past
// it go on from its place, and its runs (who took it) stay counted.
@Injectable()
export class SequencesRepository {
  constructor(private readonly db: DataSource) {}

  async list(): Promise<SequenceRow[]> {
    return ((await this.db.query('SELECT * FROM sequences ORDER BY created_at DESC, id DESC')) as RawSequence[]).map(
      toSequence,
    );
  }

  async find(id: number, tx: EntityManager = this.db.manager, lock = false): Promise<SequenceRow | null> {
    const [row] = (await tx.query(`SELECT * FROM sequences WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
      id,
    ])) as RawSequence[];
    return row ? toSequence(row) : null;
  }

  async steps(sequenceId: number, tx: EntityManager = this.db.manager, withRemoved = false): Promise<StepRow[]> {
    return (
      (await tx.query(
        `SELECT * FROM sequence_steps WHERE sequence_id = $1${withRemoved ? '' : ' AND removed_at IS NULL'}
          ORDER BY position, id`,
        [sequenceId],
      )) as RawStep[]
    ).map(toStep);
  }

  async step(id: number, tx: EntityManager = this.db.manager): Promise<StepRow | null> {
    const [row] = (await tx.query('SELECT * FROM sequence_steps WHERE id = $1', [id])) as RawStep[];
    return row ? toStep(row) : null;
  }

  async insert(tx: EntityManager, s: { name: string; trigger: Trigger; segmentId: number | null }): Promise<number> {
    const [row] = (await tx.query(
      `INSERT INTO sequences (name, trigger_type, trigger_product_id, trigger_tag, segment_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [s.name, s.trigger.type, s.trigger.productId, s.trigger.tag, s.segmentId],
    )) as { id: number }[];
    return row.id;
  }

  async update(tx: EntityManager, id: number, s: { name: string; trigger: Trigger; segmentId: number | null }) {
    await tx.query(
      `UPDATE sequences SET name = $2, trigger_type = $3, trigger_product_id = $4, trigger_tag = $5, segment_id = $6,
         updated_at = now() WHERE id = $1`,
      [id, s.name, s.trigger.type, s.trigger.productId, s.trigger.tag, s.segmentId],
    );
  }

  async setStatus(tx: EntityManager, id: number, status: SequenceStatus): Promise<void> {
    await tx.query('UPDATE sequences SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
  }

  async delete(id: number): Promise<boolean> {
    const [, count] = (await this.db.query('DELETE FROM sequences WHERE id = $1', [id])) as [unknown, number];
    return count > 0;
  }

  // The steps as the owner lists them now (in the caller's transaction, the sequence locked): a
  // listed step with an id keeps its row (its config and place updated), a new one is added, and
  // one no longer listed is marked removed, keeping its place among the others. Places are
  // multiples of ten in the new order; a removed step keeps the place it had, so those past it
  // go on after it (a tie with a new place puts the removed step first).
  async replaceSteps(tx: EntityManager, sequenceId: number, steps: StepInput[]): Promise<void> {
    const kept = steps.flatMap((s) => (s.id === undefined ? [] : [s.id]));
    await tx.query(
      `UPDATE sequence_steps SET removed_at = now()
        WHERE sequence_id = $1 AND removed_at IS NULL AND NOT (id = ANY($2::int[]))`,
      [sequenceId, kept],
    );
    for (const [index, step] of steps.entries()) {
      const position = (index + 1) * 10;
      if (step.id === undefined)
        await tx.query('INSERT INTO sequence_steps (sequence_id, position, type, config) VALUES ($1, $2, $3, $4)', [
          sequenceId,
          position,
          step.type,
          configOf(step),
        ]);
      else
        await tx.query(
          'UPDATE sequence_steps SET position = $3, type = $4, config = $5, removed_at = NULL WHERE id = $1 AND sequence_id = $2',
          [step.id, sequenceId, position, step.type, configOf(step)],
        );
    }
  }

  // the sequences a trigger starts (the product or tag it is about, where it has one): the active
  // ones and the paused (their people wait there until it resumes); a draft starts nobody
  async startedBy(tx: EntityManager, type: TriggerType, about: { productId?: number | null; tag?: string }) {
    return (
      (await tx.query(
        `SELECT * FROM sequences WHERE status IN ('active', 'paused') AND trigger_type = $1
         AND ($2::int IS NULL OR trigger_product_id IS NULL OR trigger_product_id = $2)
         AND ($3::text IS NULL OR trigger_tag = $3)`,
        [type, about.productId ?? null, about.tag ?? null],
      )) as RawSequence[]
    ).map(toSequence);
  }
}
