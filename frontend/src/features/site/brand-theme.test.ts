import { describe, expect, it } from 'vitest';
import { brandTheme, brandVariables } from './brand-theme';
import { contrastRatio, hoverShade, textShade } from './colour';

describe('the brand theme', () => {
  it("makes the brand colour antd's primary and info colour, and the CSS variables'", () => {
    expect(brandTheme('#7A1F3D').token).toMatchObject({ colorPrimary: '#7a1f3d', colorInfo: '#7a1f3d' });
    expect(brandVariables('#7a1f3d')).toEqual({
      '--color-primary': '#7a1f3d',
      '--color-primary-hover': hoverShade('#7a1f3d'),
      '--color-primary-text': '#7a1f3d',
    });
    // a colour that only just passes with white text is darkened for text on light surfaces
    expect(brandVariables('#767676')['--color-primary-text']).toBe(textShade('#767676'));
    expect(textShade('#767676')).not.toBe('#767676');
  });

  it('falls back to the default navy for a value that is no colour', () => {
    expect(brandTheme('navy').token?.colorPrimary).toBe('#12355b');
  });

  // the darkest, the lightest accepted and a saturated one
  it.each(['#000000', '#767676', '#12355b', '#b3261e', '#0d5c52'])(
    'keeps text and links readable on the light shade of %s (info alerts, selected items)',
    (colour) => {
      const tint = brandTheme(colour).token!.colorInfoBg!;
      expect(contrastRatio('#1f2937', tint)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#1a6f8a', tint)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
