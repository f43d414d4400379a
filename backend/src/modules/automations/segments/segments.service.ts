import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlParams } from '../../../core/audience/audience-conditions';
import { AutomationErrors } from '../automations.errors';
import { type CheckedFilter, SegmentFilters } from './segment-filter';
import { type SegmentRow, SegmentsRepository } from './segments.repository';
import { SegmentUsers } from './segment-users';

export interface SegmentView extends SegmentRow {
  people: number;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

// The owner's segments: saved, counted by the database, and asked whether a person is in one.
@Injectable()
export class SegmentsService {
  constructor(
    private readonly segments: SegmentsRepository,
    private readonly filters: SegmentFilters,
    private readonly users: SegmentUsers,
  ) {}

  async list(): Promise<SegmentView[]> {
    const rows = await this.segments.list();
    return Promise.all(rows.map(async (row) => ({ ...row, people: await this.countSaved(row) })));
  }

  async get(id: number): Promise<SegmentView> {
    const row = await this.segments.find(id);
    if (!row) throw new NotFoundException(AutomationErrors.segmentNotFound);
    return { ...row, people: await this.countSaved(row) };
  }

  count(raw: unknown): Promise<number> {
    return this.countChecked(this.filters.check(raw));
  }

  async create(name: unknown, raw: unknown): Promise<SegmentView> {
    const checked = this.filters.check(raw);
    const id = await this.saving(nameOf(name), () => this.segments.insert(nameOf(name), checked.saved));
    return this.get(id);
  }

  async update(id: number, name: unknown, raw: unknown): Promise<SegmentView> {
    const checked = this.filters.check(raw);
    const found = await this.saving(nameOf(name), () => this.segments.update(id, nameOf(name), checked.saved));
    if (!found) throw new NotFoundException(AutomationErrors.segmentNotFound);
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.segments.find(id))) throw new NotFoundException(AutomationErrors.segmentNotFound);
    const users = await this.users.of(id);
    if (users.length) throw new ConflictException(AutomationErrors.segmentInUse(users.join(', ')));
    await this.segments.delete(id);
  }

  // the WHERE of a segment's people (null: everyone), its values in `params`
  async whereOf(segmentId: number | null, params: SqlParams, tx?: EntityManager): Promise<string> {
    if (segmentId === null) return 'TRUE';
    const row = await this.segments.find(segmentId, tx);
    if (!row) throw new NotFoundException(AutomationErrors.segmentNotFound);
    return this.filters.sqlOfSaved(row.filter, params);
  }

  async includes(tx: EntityManager, segmentId: number, contactId: number): Promise<boolean> {
    const params = new SqlParams();
    const where = await this.whereOf(segmentId, params, tx);
    return this.segments.includes(tx, contactId, where, params.values);
  }

  private countSaved(row: SegmentRow): Promise<number> {
    return this.countChecked(this.filters.check(row.filter));
  }

  private countChecked(filter: CheckedFilter): Promise<number> {
    const params = new SqlParams();
    const where = this.filters.sql(filter, params);
    return this.segments.count(where, params.values);
  }

  private async saving<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(AutomationErrors.segmentNameTaken(name));
      throw error;
    }
  }
}

function nameOf(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name || name.length > 100) throw new BadRequestException(AutomationErrors.segmentName);
  return name;
}
