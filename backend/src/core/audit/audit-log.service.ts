import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { type PageRequest } from '../database/keyset';
import { Page } from '../paging/page';
import { pagedCsv } from '../text/csv';
import { AUDIT_CSV_HEADER, auditRecordRows } from './audit-log-csv';
import { type AuditLogFilter, type AuditRecord, AuditLogRepository } from './audit-log.repository';

const EXPORT_BATCH = 200;

// The owner's audit log: the list, its CSV, and how long it is kept.
@Injectable()
export class AuditLogService {
  constructor(private readonly log: AuditLogRepository) {}

  list(filter: AuditLogFilter, page: PageRequest): Promise<Page<AuditRecord>> {
    return this.log.page(filter, page);
  }

  tables(): Promise<string[]> {
    return this.log.tables();
  }

  // the list with the same filters as CSV, a page read when the reader asks for more
  exportCsv(filter: AuditLogFilter): { fileName: string; csv: Readable } {
    const rows = async (cursor?: string) => {
      const page = await this.log.page(filter, { limit: EXPORT_BATCH, cursor }, false);
      return new Page(page.items.flatMap(auditRecordRows), page.next);
    };
    const lines = async function* () {
      yield* pagedCsv(AUDIT_CSV_HEADER, (row) => row, await rows(), rows);
    };
    const day = new Date().toISOString().slice(0, 10);
    return { fileName: `audit-log-${day}.csv`, csv: Readable.from(lines(), { objectMode: false }) };
  }

  keepDays(): Promise<number> {
    return this.log.keepDays();
  }

  async setKeepDays(days: number): Promise<number> {
    await this.log.setKeepDays(days);
    return days;
  }

  deleteExpired(): Promise<number> {
    return this.log.deleteExpired();
  }
}
