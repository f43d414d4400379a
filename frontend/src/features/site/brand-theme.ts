import type { ThemeConfig } from 'antd';
import { hoverShade, normalizeHex } from './colour';
import { SITE_DEFAULTS } from './site-defaults';

const primaryOf = (brandColor: string) => normalizeHex(brandColor) ?? SITE_DEFAULTS.brandColor;

// What the owner's brand colour changes in the app's antd theme (primary buttons, antd's links and
// focus rings); a nested ConfigProvider keeps the rest of app/theme.ts.
export function brandTheme(brandColor: string): ThemeConfig {
  const primary = primaryOf(brandColor);
  return { token: { colorPrimary: primary, colorInfo: primary } };
}

// The CSS variables of styles/global.css that follow the brand colour.
export function brandVariables(brandColor: string): Record<string, string> {
  const primary = primaryOf(brandColor);
  return { '--color-primary': primary, '--color-primary-hover': hoverShade(primary) };
}
