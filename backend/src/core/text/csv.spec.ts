import { Page } from '../paging/page';
import { pagedCsv } from './csv';

describe('pagedCsv', () => {
  it('writes the header, then each page as it is asked for, reading the next page only then', async () => {
    const pages = new Map([['b', new Page(['=2+2', 'c'], null)]]);
    const asked: string[] = [];
    const next = async (cursor: string) => (asked.push(cursor), pages.get(cursor)!);
    const chunks = pagedCsv(['name'], (item: string) => [item], new Page(['a', 'x,y'], 'b'), next);
    expect((await chunks.next()).value).toBe('name\r\n');
    expect((await chunks.next()).value).toBe('a\r\n"x,y"\r\n');
    expect(asked).toEqual([]);
    expect((await chunks.next()).value).toBe("'=2+2\r\nc\r\n");
    expect(asked).toEqual(['b']);
    expect((await chunks.next()).done).toBe(true);
  });
});
