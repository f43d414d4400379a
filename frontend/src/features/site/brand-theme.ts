import type { ThemeConfig } from 'antd';
import { hoverShade, mix, normalizeHex, textShade } from './colour';
import { SITE_DEFAULTS } from './site-defaults';

const primaryOf = (brandColor: string) => normalizeHex(brandColor) ?? SITE_DEFAULTS.brandColor;

// What the owner's brand colour changes in the app's antd theme (primary buttons, focus rings, info
// alerts); a nested ConfigProvider keeps the rest of app/theme.ts. antd's own light shades of a dark
// colour are greys that text fails on (an info alert of navy: 4.18:1); 92% white under any colour
// keeps its text and links above 4.5:1.
export function brandTheme(brandColor: string): ThemeConfig {
  const primary = primaryOf(brandColor);
  const tint = mix(primary, '#ffffff', 0.92);
  const border = mix(primary, '#ffffff', 0.7);
  return {
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorPrimaryBg: tint,
      colorInfoBg: tint,
      colorInfoBorder: border,
    },
  };
}

// The CSS variables of styles/global.css that follow the brand colour.
export function brandVariables(brandColor: string): Record<string, string> {
  const primary = primaryOf(brandColor);
  return {
    '--color-primary': primary,
    '--color-primary-hover': hoverShade(primary),
    '--color-primary-text': textShade(primary),
  };
}
