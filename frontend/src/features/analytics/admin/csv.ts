import { saveFile } from '../../../lib/save-file';

// A table's rows as a CSV file the owner opens in a spreadsheet (RFC 4180, with a header row), as
// the API writes its own (backend core/text/csv.ts).

export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null;
  // a number's decimals in the file (a sum of dollars: 2); a whole number by default
  decimals?: number;
}

// A text a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) is
// written with a ' before it: a page path or a campaign name is whatever a visitor's link said.
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null, decimals?: number): string {
  if (value === null) return '';
  if (typeof value === 'number') return decimals === undefined ? String(value) : value.toFixed(decimals);
  const text = FORMULA.test(value) ? `'${value}` : value;
  // semicolons too (a spreadsheet in a European locale splits on them), and spaces at either end
  // (which a spreadsheet would drop)
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((c) => csvCell(c.title)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row), c.decimals))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

// Saves the CSV as `fileName`. The byte order mark tells a spreadsheet the file is UTF-8.
export function downloadCsv(fileName: string, csv: string) {
  saveFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
