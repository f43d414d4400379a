// CSV read (RFC 4180: quoted fields, CRLF lines) for the owner's imports (subscribers, tags); csv.ts writes it.
import { FORMULA_START } from './csv';

export interface CsvRecord {
  // 1-based line of the file where the record starts
  line: number;
  fields: string[];
}

export const EMAIL_HEADERS = new Set(['email', 'e-mail', 'email address', 'e-mail address']);

// The separator of the first line: a comma unless semicolons or tabs are clearly meant (a
// spreadsheet saved in a European locale writes semicolons).
function separatorOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => first.split(c).length - 1;
  return [',', ';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const sep = separatorOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: start, fields });
    fields = [];
    field = '';
    start = line;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === sep) {
      fields.push(field);
      field = '';
    } else if (c === '\n') {
      endRecord();
    } else if (c !== '\r') {
      field += c;
    }
  }
  if (field !== '' || fields.length) endRecord();
  return records;
}

// The addresses of an import, one per record: the column headed "email" when the first line is a
// header, else the first column. A cell written by csvCell with a guarding ' is read back without it.
export function emailCells(records: CsvRecord[]): { line: number; value: string }[] {
  const header = records[0]?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const column = header.findIndex((h) => EMAIL_HEADERS.has(h));
  const rows = column >= 0 ? records.slice(1) : records;
  return rows.map((r) => {
    const value = (r.fields[Math.max(column, 0)] ?? '').trim();
    return {
      line: r.line,
      value: value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value,
    };
  });
}
