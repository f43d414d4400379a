import type { Page } from '../paging/page';

// Writing CSV for spreadsheets (RFC 4180: a field is quoted when it holds a separator, a quote or a
// line break, quotes doubled, CRLF lines). A cell a spreadsheet would run as a formula (OWASP "CSV
// injection": it starts with = + - @, a tab or a carriage return) is written with a leading '.
export const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  // semicolons too: a spreadsheet in a European locale splits on them
  return /[",\r\n;]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

// one record, with its CRLF
export const csvLine = (fields: string[]): string => `${fields.map(csvCell).join(',')}\r\n`;

export const toCsv = (header: string[], rows: string[][]): string => [header, ...rows].map(csvLine).join('');

// A list as CSV, a chunk per page: the header, then each page's lines; `next` reads the page after
// a cursor only when the reader asks for more (a stream's backpressure), so a long list is never
// all in memory.
export async function* pagedCsv<T>(
  header: string[],
  fields: (item: T) => string[],
  first: Page<T>,
  next: (cursor: string) => Promise<Page<T>>,
): AsyncGenerator<string> {
  yield csvLine(header);
  for (let page = first; ; page = await next(page.next)) {
    if (page.items.length) yield page.items.map((item) => csvLine(fields(item))).join('');
    if (!page.next) return;
  }
}
