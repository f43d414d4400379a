import { toCsv } from '../../core/text/csv';
import { emailCells, parseCsv } from './csv-read';

describe('subscribers CSV', () => {
  it('reads quoted fields, doubled quotes, CRLF and blank lines, keeping the line of each record', () => {
    const records = parseCsv(
      '\uFEFFemail,name\r\n"a@example.com","Ada ""A"" L"\r\n\r\nb@example.com,"two\nlines"\nc@example.com',
    );
    expect(records).toEqual([
      { line: 1, fields: ['email', 'name'] },
      { line: 2, fields: ['a@example.com', 'Ada "A" L'] },
      { line: 4, fields: ['b@example.com', 'two\nlines'] },
      { line: 6, fields: ['c@example.com'] },
    ]);
  });

  it('takes the column headed "email", or the first column without a header', () => {
    expect(emailCells(parseCsv('Name;E-mail\nAda; ada@example.com \n'))).toEqual([
      { line: 2, value: 'ada@example.com' },
    ]);
    expect(emailCells(parseCsv('ada@example.com,Ada\nbob@example.com\n'))).toEqual([
      { line: 1, value: 'ada@example.com' },
      { line: 2, value: 'bob@example.com' },
    ]);
  });

  it('writes a header and cells a spreadsheet will not run as formulas, and reads them back', () => {
    const csv = toCsv(
      ['email', 'status'],
      [
        ['=HYPERLINK("x")@example.com', 'active'],
        ['-2+3@example.com', 'a,b'],
      ],
    );
    expect(csv).toBe('email,status\r\n"\'=HYPERLINK(""x"")@example.com",active\r\n\'-2+3@example.com,"a,b"\r\n');
    expect(emailCells(parseCsv(csv)).map((c) => c.value)).toEqual(['=HYPERLINK("x")@example.com', '-2+3@example.com']);
    expect(toCsv(['a'], [['@SUM(1)'], ['\tx'], ['+1']])).toBe("a\r\n'@SUM(1)\r\n'\tx\r\n'+1\r\n");
  });
});
