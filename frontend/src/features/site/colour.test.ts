import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  contrastRefusal,
  contrastWithWhite,
  DARKEST_LIGHT_SURFACE,
  formatRatio,
  hoverShade,
  mix,
  normalizeHex,
  textShade,
  WCAG_AA,
} from './colour';

describe('normalizeHex', () => {
  it.each([
    ['#12355B', '#12355b'],
    [' #1a8a7d ', '#1a8a7d'],
    ['#abc', '#aabbcc'],
    ['1a8a7d', '#1a8a7d'],
  ])('reads %j as %s', (input, expected) => expect(normalizeHex(input)).toBe(expected));

  it.each(['', '#12345', '#1234567', 'navy', '#ggg'])('finds no colour in %j', (input) =>
    expect(normalizeHex(input)).toBeNull(),
  );
});

describe('the contrast of a brand colour with white text (as the API measures it)', () => {
  it("measures the old teal at 4.22:1 and today's navy far above AA", () => {
    expect(formatRatio(contrastWithWhite('#1a8a7d'))).toBe('4.22');
    expect(contrastWithWhite('#12355b')).toBeGreaterThan(12);
    expect(formatRatio(contrastWithWhite('#ffffff'))).toBe('1.00');
    expect(formatRatio(contrastWithWhite('#000000'))).toBe('21.00');
  });

  it('refuses a colour below 4.5:1 with the sentence of the API', () => {
    expect(contrastRefusal('#1A8A7D')).toBe(
      'Brand colour #1a8a7d has a contrast of 4.22:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.',
    );
    expect(contrastRefusal('#999')).toBe(
      'Brand colour #999999 has a contrast of 2.84:1 with white text; WCAG AA needs at least 4.5:1. Choose a darker colour.',
    );
  });

  it('rounds down, so a colour just below the line never reads as a pass', () => {
    const ratio = contrastWithWhite('#0d8764');
    expect(ratio).toBeGreaterThan(4.4995);
    expect(ratio).toBeLessThan(WCAG_AA);
    expect(contrastRefusal('#0d8764')).toContain('has a contrast of 4.49:1');
  });

  it('accepts colours at or above 4.5:1, and leaves what is no colour to the API', () => {
    expect(contrastRefusal('#12355b')).toBeNull();
    expect(contrastRefusal('#767676')).toBeNull();
    expect(contrastRefusal('teal')).toBeNull();
  });

  // the API's rule (@coach/shared) against white is the general contrast here against #ffffff, to
  // the last bit, for every colour a three-digit hex can write, in either spelling
  it('is the contrast of the colour with #ffffff', () => {
    for (let n = 0; n < 4096; n += 1) {
      const short = `#${n.toString(16).padStart(3, '0')}`;
      const ratio = contrastRatio(short, '#ffffff');
      if (contrastWithWhite(short) !== ratio || contrastWithWhite(normalizeHex(short)!) !== ratio) {
        expect([short, contrastWithWhite(short)]).toEqual([short, ratio]);
      }
    }
  });
});

describe('the shades derived from the brand colour', () => {
  it('mixes a colour towards another, channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#12355b', '#12355b', 0.3)).toBe('#12355b');
  });

  it('lightens the hover shade a little when white text still passes on it', () => {
    const hover = hoverShade('#12355b');
    expect(hover).toBe(mix('#12355b', '#ffffff', 0.08));
    expect(contrastWithWhite(hover)).toBeGreaterThanOrEqual(WCAG_AA);
  });

  it('darkens it instead for a colour that only just passes', () => {
    const hover = hoverShade('#767676');
    expect(contrastWithWhite(hover)).toBeGreaterThan(contrastWithWhite('#767676'));
  });
});

describe('the brand colour as a text colour', () => {
  it("keeps a colour that passes on the light surfaces as it is, as today's navy", () => {
    expect(textShade('#12355b')).toBe('#12355b');
  });

  it.each(['#767676', '#0f8577', '#b3261e', '#7a5c00', '#000000'])(
    'makes %s a text colour that passes on the light surfaces as on white',
    (colour) => {
      const shade = textShade(colour);
      expect(contrastRatio(shade, DARKEST_LIGHT_SURFACE)).toBeGreaterThanOrEqual(WCAG_AA);
      expect(contrastWithWhite(shade)).toBeGreaterThanOrEqual(contrastWithWhite(colour));
    },
  );

  it('darkens a colour that only just passes on white', () => {
    expect(contrastRatio('#767676', DARKEST_LIGHT_SURFACE)).toBeLessThan(WCAG_AA);
    expect(textShade('#767676')).toBe(mix('#767676', '#000000', 0.1));
  });
});
