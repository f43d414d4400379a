import type { ImportReportDto } from './api';

// The API's limit, checked before sending so a too large file is refused at once (same sentence).
export const MAX_IMPORT_BYTES = 500 * 1024;
export const IMPORT_TOO_LARGE = 'The CSV is too large: at most 500 KB per import. Please split it into smaller files.';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// What an import did, one line per kind of outcome that happened.
export function importSummary(report: ImportReportDto, consent: boolean): string[] {
  const { added, alreadySubscribed, skippedUnsubscribed, duplicates, invalid } = report;
  const lines = [
    `${added} added${consent ? ': they receive the daily e-mail from now on' : ': each was sent a confirmation e-mail'}`,
  ];
  if (alreadySubscribed) lines.push(`${alreadySubscribed} already subscribed or awaiting confirmation`);
  if (skippedUnsubscribed) {
    lines.push(`${plural(skippedUnsubscribed, 'address', 'addresses')} skipped: they unsubscribed before`);
  }
  if (duplicates) lines.push(`${plural(duplicates, 'repeated line')} ignored`);
  if (invalid.length) {
    const which = invalid.map((i) => `line ${i.line}${i.text ? ` (${i.text})` : ''}`).join(', ');
    lines.push(`${plural(invalid.length, 'invalid line')}: ${which}`);
  }
  return lines;
}
