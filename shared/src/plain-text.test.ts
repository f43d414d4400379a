import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps paragraphs apart and decodes entities', () => {
    expect(plainText('<p>Tom &amp; Jerry</p><p>Second&nbsp;line</p>')).toBe('Tom & Jerry\nSecond line');
    expect(plainText('<p>Let&#39;s   <em>talk</em> &amp; &quot;plan&quot; &lt;now&gt;</p>')).toBe(
      'Let\'s talk & "plan" <now>',
    );
  });

  it('makes each tag a word boundary and each block end a line break', () => {
    expect(plainText('<h2>Title</h2><ul><li>one</li><li>two<br>three</li></ul><blockquote>q</blockquote>')).toBe(
      'Title\none\ntwo\nthree\nq',
    );
    expect(plainText('<p>a<strong>b</strong></p>')).toBe('a b');
  });

  it('is empty for markup without words (an emptied editor)', () => {
    expect(plainText('')).toBe('');
    expect(plainText('<p><br></p>')).toBe('');
    expect(plainText('<p>&nbsp;</p>\n<p> </p>')).toBe('');
  });
});
