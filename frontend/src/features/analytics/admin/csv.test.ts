import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('a CSV cell', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'writes %j, which a spreadsheet would run, as text',
    (text) => {
      expect(csvCell(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
    },
  );

  it('quotes a cell with a comma, a quote, a line break, a semicolon or a space at either end, and leaves numbers and plain text alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    // a European spreadsheet's separator, and spaces a spreadsheet would drop
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('padded ')).toBe('"padded "');
    expect(csvCell('=1; ')).toBe(`"'=1; "`);
    expect(csvCell('/blog/calm')).toBe('/blog/calm');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('writes a number with the decimals asked', () => {
    expect(csvCell(49.99, 2)).toBe('49.99');
    expect(csvCell(-12.5, 2)).toBe('-12.50');
    expect(csvCell(0, 2)).toBe('0.00');
  });

  it('makes a file of a header row and a row per item, lines ending CRLF', () => {
    const columns = [
      { title: 'Page', value: (r: { path: string; views: number }) => r.path },
      { title: 'Views', value: (r: { path: string; views: number }) => r.views },
    ];
    expect(toCsv(columns, [{ path: '/', views: 3 }])).toBe('Page,Views\r\n/,3\r\n');
  });
});
