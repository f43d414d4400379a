import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps paragraphs apart and decodes entities', () => {
    expect(plainText('<p>Tom &amp; Jerry</p><p>Second&nbsp;line</p>')).toBe('Tom & Jerry\nSecond line');
  });
});
