import {
  IMPORT_OUTCOMES,
  type ImportCountsDto,
  type ImportOutcome,
  type ImportReportDto,
  type ImportRowDto,
} from './dto/import-report.dto';
import { ImportNotes } from './imports.errors';
import type { ImportedSubscriber, ImportSource } from './sources/import-bundle';

export const row = (
  kind: ImportRowDto['kind'],
  sourceId: string,
  label: string,
  outcome: ImportOutcome,
  target: string | null,
  notes: string[],
): ImportRowDto => ({ kind, sourceId, label, outcome, target, notes });

export function subscriberNotes(s: ImportedSubscriber): string[] {
  if (s.state === 'unsubscribed') return [ImportNotes.unsubscribed];
  return s.state === 'bounced' ? [ImportNotes.bounced] : [];
}

// each address once (lower-cased); the second of one is reported skipped
export function uniqueSubscribers(subscribers: ImportedSubscriber[]): {
  kept: ImportedSubscriber[];
  twice: ImportRowDto[];
} {
  const seen = new Set<string>();
  const kept: ImportedSubscriber[] = [];
  const twice: ImportRowDto[] = [];
  for (const s of subscribers) {
    const email = s.email.trim().toLowerCase();
    if (seen.has(email))
      twice.push(row('subscriber', email, email, 'skipped', null, ['Twice in the export: imported once.']));
    else kept.push({ ...s, email });
    seen.add(email);
  }
  return { kept, twice };
}

function counts(rows: ImportRowDto[]): ImportCountsDto {
  const of = (outcome: ImportOutcome) => rows.filter((r) => r.outcome === outcome).length;
  return Object.fromEntries(IMPORT_OUTCOMES.map((o) => [o, of(o)])) as unknown as ImportCountsDto;
}

export function importReport(source: ImportSource, dryRun: boolean, rows: ImportRowDto[]): ImportReportDto {
  return {
    source,
    dryRun,
    posts: counts(rows.filter((r) => r.kind === 'post')),
    subscribers: counts(rows.filter((r) => r.kind === 'subscriber')),
    rows,
  };
}
