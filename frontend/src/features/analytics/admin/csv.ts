// A table's rows as a CSV file the owner opens in a spreadsheet (RFC 4180, with a header row).

export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null;
}

// A text a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) is
// written with a ' before it: a page path or a campaign name is whatever a visitor's link said.
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.title)), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))))];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

// Saves the CSV as `fileName` through a link to it, made in the page (nothing is sent anywhere). The
// byte order mark tells a spreadsheet the file is UTF-8; the link lives on a while, for a slow save.
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
