import { listed, minutesInWords, paragraphsOf, passagesOf, piecesOf, sectionsOf, sentence } from './passage-text';

describe('passage text', () => {
  it('reads the blocks of stored HTML as plain paragraphs', () => {
    expect(paragraphsOf('<p>One &amp; <strong>two</strong>.</p><ul><li>a</li><li>b</li></ul><p><br></p>')).toEqual([
      'One & two.',
      'a',
      'b',
    ]);
  });

  it('joins short paragraphs and keeps every piece within the limit, cut between sentences', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} says a little more.`).join(' ');
    const pieces = piecesOf(['Short one.', 'Short two.', long, 'Last.'], 200, 100);
    expect(pieces[0].startsWith('Short one. Short two.')).toBe(true);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(200);
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toBe(`Short one. Short two. ${long} Last.`);
    expect(pieces.every((p) => /[.]$/.test(p))).toBe(true);
  });

  it('cuts a text without sentence ends between words, and a word longer than the limit where it must', () => {
    const words = piecesOf([Array.from({ length: 100 }, () => 'word').join(' ')], 50, 10);
    expect(words.every((p) => p.length <= 50)).toBe(true);
    expect(piecesOf(['x'.repeat(120)], 50, 10)).toEqual(['x'.repeat(50), 'x'.repeat(50), 'x'.repeat(20)]);
  });

  it('cuts HTML at its headings', () => {
    expect(sectionsOf('<p>Intro</p><h2>First <em>part</em></h2><p>A</p><h3>Second</h3><p>B</p>')).toEqual([
      { heading: null, html: '<p>Intro</p>' },
      { heading: 'First part', html: '<p>A</p>' },
      { heading: 'Second', html: '<p>B</p>' },
    ]);
    expect(sectionsOf('<h2>Only</h2><p>A</p>')).toEqual([{ heading: 'Only', html: '<p>A</p>' }]);
  });

  it('keys each piece of a text', () => {
    expect(passagesOf({ title: 'T', url: '/t' }, 'post:1', ['a', 'b'], 2)).toEqual([
      { title: 'T', url: '/t', key: 'post:1#2', text: 'a b' },
    ]);
  });

  it('writes lists, lengths and sentences in words', () => {
    expect([listed([]), listed(['a']), listed(['a', 'b']), listed(['a', 'b', 'c'])]).toEqual([
      '',
      'a',
      'a and b',
      'a, b and c',
    ]);
    expect([45, 60, 90, 1440, 2880, 1].map(minutesInWords)).toEqual([
      '45 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '1 day',
      '2 days',
      '1 minute',
    ]);
    expect([sentence('It is'), sentence('Is it?'), sentence(' Done. ')]).toEqual(['It is.', 'Is it?', 'Done.']);
  });
});
