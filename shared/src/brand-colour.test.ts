import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRefusal, contrastWithWhite, formatRatio, luminance } from './brand-colour';

describe('the brand colour’s contrast with white text', () => {
  it('is measured as WCAG does', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBe(1);
    expect(contrastWithWhite('#12355b')).toBeGreaterThan(12);
    expect(contrastWithWhite('#1a8a7d')).toBeLessThan(AA_CONTRAST);
  });

  it('is shown rounded down, never up to a pass', () => {
    expect(formatRatio(4.499)).toBe('4.49');
    expect(formatRatio(4.2207)).toBe('4.22');
    expect(formatRatio(21)).toBe('21.00');
    expect(formatRatio(contrastWithWhite('#0d8764'))).toBe('4.49');
  });

  it('explains a refusal in one sentence', () => {
    expect(contrastRefusal('#1a8a7d')).toBe(
      'Brand colour #1a8a7d has a contrast of 4.22:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.',
    );
  });
});
