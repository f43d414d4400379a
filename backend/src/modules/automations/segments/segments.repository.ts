import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SegmentFilter } from './segment-filter';

export interface SegmentRow {
  id: number;
  name: string;
  filter: SegmentFilter;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = 'id, name, filter, created_at AS "createdAt", updated_at AS "updatedAt"';

// segments, and the queries over the people a filter's SQL selects (contacts `c`).
@Injectable()
export class SegmentsRepository {
  constructor(private readonly db: DataSource) {}

  list(): Promise<SegmentRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM segments ORDER BY lower(name)`) as Promise<SegmentRow[]>;
  }

  async find(id: number, tx: EntityManager = this.db.manager): Promise<SegmentRow | null> {
    const [row] = (await tx.query(`SELECT ${COLUMNS} FROM segments WHERE id = $1`, [id])) as SegmentRow[];
    return row ?? null;
  }

  async insert(name: string, filter: SegmentFilter): Promise<number> {
    const [row] = (await this.db.query('INSERT INTO segments (name, filter) VALUES ($1, $2) RETURNING id', [
      name,
      JSON.stringify(filter),
    ])) as { id: number }[];
    return row.id;
  }

  async update(id: number, name: string, filter: SegmentFilter): Promise<boolean> {
    const [, count] = (await this.db.query(
      'UPDATE segments SET name = $2, filter = $3, updated_at = now() WHERE id = $1',
      [id, name, JSON.stringify(filter)],
    )) as [unknown, number];
    return count > 0;
  }

  async delete(id: number): Promise<boolean> {
    const [, count] = (await this.db.query('DELETE FROM segments WHERE id = $1', [id])) as [unknown, number];
    return count > 0;
  }

  // how many people the filter's SQL selects (the database counts)
  async count(whereSql: string, params: unknown[]): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM contacts c WHERE ${whereSql}`, params)) as {
      n: number;
    }[];
    return row.n;
  }

  // whether this person is one of them (in the caller's transaction)
  async includes(tx: EntityManager, contactId: number, whereSql: string, params: unknown[]): Promise<boolean> {
    const [row] = (await tx.query(
      `SELECT EXISTS (SELECT 1 FROM contacts c WHERE c.id = $${params.length + 1} AND ${whereSql}) AS yes`,
      [...params, contactId],
    )) as { yes: boolean }[];
    return row.yes;
  }
}
