import { rangeAsked } from './byte-ranges';

describe('rangeAsked', () => {
  it('answers the whole file without a header, for another unit, several ranges or a malformed one', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=5-2', 'bytes=a-b']) {
      expect(rangeAsked(header, 100)).toEqual({ kind: 'whole' });
    }
  });

  it('serves a range, ending it at the end of the file', () => {
    expect(rangeAsked('bytes=0-9', 100)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(rangeAsked('bytes=90-', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(rangeAsked('bytes=95-500', 100)).toEqual({ kind: 'range', range: { start: 95, end: 99 } });
    expect(rangeAsked('bytes=99-99', 100)).toEqual({ kind: 'range', range: { start: 99, end: 99 } });
  });

  it('serves the last bytes of a suffix range, at most the whole file', () => {
    expect(rangeAsked('bytes=-10', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(rangeAsked('bytes=-500', 100)).toEqual({ kind: 'range', range: { start: 0, end: 99 } });
  });

  it('refuses a range that starts past the end, and an empty suffix', () => {
    expect(rangeAsked('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAsked('bytes=100-200', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAsked('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAsked('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
