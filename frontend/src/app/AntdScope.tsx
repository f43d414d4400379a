import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { brandTheme, useSite } from '../features/site';
import { useMediaQuery } from '../hooks/use-media-query';
import { theme } from './theme';
import './antd-scope.css';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// antd's theme, with the owner's brand colour as its primary colour (buttons, focus rings, info
// alerts), and antd's App context (modals) for the screens that use antd: the account, admin,
// sign-in, checkout, product manager and community screens. Loaded with them, never by a public page.
// A visitor who asks their system for less motion gets antd's dialogs, drawers and menus without
// their zoom and slide, as the site's own styles do (prefers-reduced-motion).
export function AntdScope({ children }: { children: ReactNode }) {
  const { brandColor } = useSite();
  const brand = useMemo(() => brandTheme(brandColor), [brandColor]);
  const still = useMediaQuery(REDUCED_MOTION);
  const base = useMemo(() => (still ? { ...theme, token: { ...theme.token, motion: false } } : theme), [still]);
  return (
    <ConfigProvider theme={base}>
      <ConfigProvider theme={brand}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </ConfigProvider>
  );
}

// the layout route of those screens
export function AntdOutlet() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
