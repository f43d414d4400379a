import type { ThemeConfig } from 'antd';

// Deep navy with a teal accent; the same values are CSS variables in styles/global.css. The primary
// colour is the default brand colour: features/site/BrandTheme puts the owner's in its place.
// Every text colour here passes WCAG AA (4.5:1) on white: the teal accent is #116f63 (6.04:1), and
// antd's secondary texts (descriptions, statistic titles) use the site's muted grey (5.98:1) instead
// of a 45% black (2.67:1); placeholders (a select's 'Select a subject' is text to axe) are #6b7280
// (4.83:1).
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#12355b',
    colorInfo: '#12355b',
    colorSuccess: '#116f63',
    colorError: '#c62828',
    colorLink: '#1a6f8a',
    colorTextBase: '#1f2937',
    colorTextTertiary: '#5b6472',
    colorTextDescription: '#5b6472',
    colorTextPlaceholder: '#6b7280',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { fontWeight: 600 },
    Card: { borderRadiusLG: 12 },
  },
};
