import type { ThemeConfig } from 'antd';

// Deep navy with a teal accent; the same values are CSS variables in styles/global.css.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#12355b',
    colorInfo: '#12355b',
    colorSuccess: '#1a8a7d',
    colorError: '#c62828',
    colorLink: '#1a6f8a',
    colorTextBase: '#1f2937',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { fontWeight: 600 },
    Card: { borderRadiusLG: 12 },
  },
};
