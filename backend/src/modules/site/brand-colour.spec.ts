import { contrastRefusal, contrastWithWhite, formatRatio, normaliseHex } from './brand-colour';

describe('the brand colour', () => {
  it.each([
    ['#ABC', '#aabbcc'],
    [' #12355B ', '#12355b'],
    ['#000', '#000000'],
    ['12355b', '12355b'],
    [42, 42],
  ])('normalises %p to %p', (input, output) => expect(normaliseHex(input)).toBe(output));

  it('measures the contrast with white text as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#12355b')).toBeGreaterThan(12);
    expect(contrastWithWhite('#1a8a7d')).toBeLessThan(4.5);
  });

  it('rounds the shown ratio down, never up to a pass', () => {
    expect(formatRatio(4.499)).toBe('4.49');
    expect(formatRatio(4.2207)).toBe('4.22');
    expect(formatRatio(21)).toBe('21.00');
  });

  it('explains a refusal in one sentence', () => {
    expect(contrastRefusal('#1a8a7d')).toBe(
      'Brand colour #1a8a7d has a contrast of 4.22:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.',
    );
  });
});
