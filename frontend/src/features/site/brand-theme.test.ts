import { describe, expect, it } from 'vitest';
import { brandTheme, brandVariables } from './brand-theme';
import { contrastRatio } from './colour';

describe('the brand theme', () => {
  it("makes the brand colour antd's primary and info colour, and the CSS variables'", () => {
    expect(brandTheme('#7A1F3D').token).toMatchObject({ colorPrimary: '#7a1f3d', colorInfo: '#7a1f3d' });
    expect(brandVariables('#7a1f3d')['--color-primary']).toBe('#7a1f3d');
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
