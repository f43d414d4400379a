import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { keysetPage, type PageRequest } from '../database/keyset';
import { containing } from '../database/like';
import type { Page } from '../paging/page';
import { AuditChangeEntity, AuditEntryEntity } from './audit-entry.entity';

export interface AuditLogFilter {
  who?: string;
  table?: string;
  action?: string;
  from?: string;
  to?: string;
}

// An entry with its changes, in the order they happened.
export interface AuditRecord {
  entry: AuditEntryEntity;
  changes: AuditChangeEntity[];
}

// The audit log's tables: read by the owner, written by the database (the trigger, audit_note()),
// deleted by the retention job alone.
@Injectable()
export class AuditLogRepository {
  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
    @InjectRepository(AuditChangeEntity) private readonly changes: Repository<AuditChangeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  // newest first, with the filters, each with its changes; and (`counted`) how many the whole list has
  async page(filter: AuditLogFilter, page: PageRequest, counted = true): Promise<Page<AuditRecord>> {
    const query = this.entries.createQueryBuilder('e');
    if (filter.who) query.andWhere('e.actor_label ILIKE :who', { who: containing(filter.who) });
    if (filter.action) {
      query.andWhere('(e.action ILIKE :action OR e.note ILIKE :action)', { action: containing(filter.action) });
    }
    if (filter.table) {
      query.andWhere('EXISTS (SELECT 1 FROM audit_changes c WHERE c.entry_id = e.id AND c.table_name = :table)', {
        table: filter.table,
      });
    }
    if (filter.from) query.andWhere('e.at >= CAST(:from AS timestamptz)', { from: filter.from });
    if (filter.to) query.andWhere('e.at <= CAST(:to AS timestamptz)', { to: filter.to });
    const total = counted ? await query.clone().getCount() : undefined;
    const entries = await keysetPage(query, { alias: 'e', at: 'at', direction: 'DESC' }, page);
    const ids = entries.items.map((entry) => entry.id);
    const changes = ids.length ? await this.changes.find({ where: { entryId: In(ids) }, order: { id: 'ASC' } }) : [];
    const records = entries.map((entry) => ({
      entry,
      changes: changes.filter((change) => change.entryId === entry.id),
    }));
    return total === undefined ? records : records.withTotal(total);
  }

  // the tables the log holds changes of, for the filter's choices
  async tables(): Promise<string[]> {
    const rows: { table_name: string }[] = await this.dataSource.query(
      'SELECT DISTINCT table_name FROM audit_changes ORDER BY table_name',
    );
    return rows.map((row) => row.table_name);
  }

  async keepDays(): Promise<number> {
    const [row]: { keep_days: number }[] = await this.dataSource.query('SELECT keep_days FROM audit_settings');
    return row.keep_days;
  }

  async setKeepDays(days: number): Promise<void> {
    await this.dataSource.query('UPDATE audit_settings SET keep_days = $1, updated_at = now()', [days]);
  }

  // Deletes the entries older than the time the owner keeps them (their changes with them); the
  // only deletion the tables' trigger lets through, by this transaction's word.
  async deleteExpired(): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`SELECT set_config('audit.retention', 'on', true)`);
      const [, count]: [unknown, number] = await tx.query(
        `DELETE FROM audit_entries
         WHERE at < now() - make_interval(days => (SELECT keep_days FROM audit_settings))`,
      );
      return count;
    });
  }

  // An action that changes no row (audit_note(): nothing outside an admin's request).
  async note(text: string): Promise<void> {
    await this.dataSource.query('SELECT audit_note($1)', [text]);
  }
}
