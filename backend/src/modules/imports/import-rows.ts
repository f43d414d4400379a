import {
  IMPORT_OUTCOMES,
  type SiteImportCountsDto,
  type ImportOutcome,
  type SiteImportReportDto,
  type SiteImportRowDto,
} from './dto/import-report.dto';
import { ImportNotes } from './imports.errors';
import type { ImportedSubscriber, ImportSource } from './sources/import-bundle';

export const row = (
  kind: SiteImportRowDto['kind'],
  sourceId: string,
  label: string,
  outcome: ImportOutcome,
  target: string | null,
  notes: string[],
): SiteImportRowDto => ({ kind, sourceId, label, outcome, target, notes });

export function subscriberNotes(s: ImportedSubscriber): string[] {
  if (s.state === 'unsubscribed') return [ImportNotes.unsubscribed];
  return s.state === 'bounced' ? [ImportNotes.bounced] : [];
}

// each address once (lower-cased); the second of one is reported skipped
export function uniqueSubscribers(subscribers: ImportedSubscriber[]): {
  kept: ImportedSubscriber[];
  twice: SiteImportRowDto[];
} {
  const seen = new Set<string>();
  const kept: ImportedSubscriber[] = [];
  const twice: SiteImportRowDto[] = [];
  for (const s of subscribers) {
    const email = s.email.trim().toLowerCase();
    if (seen.has(email))
      twice.push(row('subscriber', email, email, 'skipped', null, ['Twice in the export: imported once.']));
    else kept.push({ ...s, email });
    seen.add(email);
  }
  return { kept, twice };
}

function counts(rows: SiteImportRowDto[]): SiteImportCountsDto {
  const of = (outcome: ImportOutcome) => rows.filter((r) => r.outcome === outcome).length;
  return Object.fromEntries(IMPORT_OUTCOMES.map((o) => [o, of(o)])) as unknown as SiteImportCountsDto;
}

export function importReport(source: ImportSource, dryRun: boolean, rows: SiteImportRowDto[]): SiteImportReportDto {
  return {
    source,
    dryRun,
    posts: counts(rows.filter((r) => r.kind === 'post')),
    subscribers: counts(rows.filter((r) => r.kind === 'subscriber')),
    rows,
  };
}
