import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SqlParams } from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';
import { ProductFactsService } from '../../commerce';
import { AutomationErrors } from '../automations.errors';
import { SegmentsRepository } from '../segments/segments.repository';
import { EnrolmentsRepository, type SequenceCounts, type StepStats } from './enrolments.repository';
import { type SequenceRow, SequencesRepository, type SequenceStatus, type StepRow } from './sequences.repository';
import { checkSteps, type StepInput } from './steps';
import { checkTrigger } from './triggers';

export interface SequenceInput {
  name: unknown;
  trigger: unknown;
  segmentId: number | null;
  steps: unknown;
}

export interface SequenceView extends SequenceRow {
  counts: SequenceCounts;
  steps: (StepRow['config'] & { id: number; stats: Omit<StepStats, 'stepId'> })[];
}

// The owner's sequences: written and edited (steps keep their ids, so nobody is sent one again),
// activated and paused, and reported step by step.
@Injectable()
export class SequencesService {
  constructor(
    private readonly db: DataSource,
    private readonly sequences: SequencesRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly segments: SegmentsRepository,
    private readonly products: ProductFactsService,
    private readonly audience: AudienceRegistry,
  ) {}

  async list(): Promise<SequenceView[]> {
    const rows = await this.sequences.list();
    return Promise.all(rows.map((row) => this.view(row)));
  }

  async get(id: number): Promise<SequenceView> {
    const row = await this.sequences.find(id);
    if (!row) throw new NotFoundException(AutomationErrors.sequenceNotFound);
    return this.view(row);
  }

  async create(input: SequenceInput): Promise<SequenceView> {
    const checked = await this.check(input);
    const id = await this.db.transaction(async (tx) => {
      const id = await this.sequences.insert(tx, checked);
      await this.sequences.replaceSteps(tx, id, checked.steps);
      return id;
    });
    return this.get(id);
  }

  async update(id: number, input: SequenceInput): Promise<SequenceView> {
    const checked = await this.check(input);
    await this.db.transaction(async (tx) => {
      await this.locked(tx, id);
      const known = new Set((await this.sequences.steps(id, tx, true)).map((s) => s.id));
      for (const step of checked.steps)
        if (step.id !== undefined && !known.has(step.id))
          throw new BadRequestException(AutomationErrors.stepId(step.id));
      await this.sequences.update(tx, id, checked);
      await this.sequences.replaceSteps(tx, id, checked.steps);
    });
    return this.get(id);
  }

  async setStatus(id: number, status: unknown): Promise<SequenceView> {
    if (status !== 'active' && status !== 'paused') throw new BadRequestException(AutomationErrors.status);
    await this.db.transaction(async (tx) => {
      await this.locked(tx, id);
      if (status === 'active' && !(await this.sequences.steps(id, tx)).some((s) => s.config.type === 'email'))
        throw new BadRequestException(AutomationErrors.noEmailStep);
      await this.sequences.setStatus(tx, id, status as SequenceStatus);
    });
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.sequences.delete(id))) throw new NotFoundException(AutomationErrors.sequenceNotFound);
  }

  private async locked(tx: EntityManager, id: number): Promise<SequenceRow> {
    const row = await this.sequences.find(id, tx, true);
    if (!row) throw new NotFoundException(AutomationErrors.sequenceNotFound);
    return row;
  }

  private async check(input: SequenceInput) {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name || name.length > 100) throw new BadRequestException(AutomationErrors.sequenceName);
    const trigger = checkTrigger(input.trigger);
    const steps: StepInput[] = checkSteps(input.steps);
    const productIds = [
      ...(trigger.productId === null ? [] : [trigger.productId]),
      ...steps.flatMap((s) => (s.type === 'exit-if-bought' ? [s.productId] : [])),
    ];
    const found = new Set((await this.products.byIds(productIds)).map((p) => p.id));
    const missing = productIds.find((id) => !found.has(id));
    if (missing !== undefined) throw new BadRequestException(AutomationErrors.productMissing(missing));
    if (input.segmentId !== null && !(await this.segments.find(input.segmentId)))
      throw new BadRequestException(AutomationErrors.segmentNotFound);
    return { name, trigger, segmentId: input.segmentId, steps };
  }

  private async view(row: SequenceRow): Promise<SequenceView> {
    const params = new SqlParams();
    const converted = this.audience.find('bought')!.sql({ productId: null, sinceSql: 'r.taken_at' }, params);
    const [steps, stats, counts] = await Promise.all([
      this.sequences.steps(row.id),
      this.enrolments.stepStats(row.id, converted, params.values),
      this.enrolments.counts([row.id]),
    ]);
    const byStep = new Map(stats.map(({ stepId, ...s }) => [stepId, s]));
    return {
      ...row,
      counts: counts.get(row.id)!,
      steps: steps.map((s) => ({
        ...s.config,
        id: s.id,
        stats: byStep.get(s.id) ?? { waiting: 0, sent: 0, opened: 0, clicked: 0, converted: 0 },
      })),
    };
  }
}
