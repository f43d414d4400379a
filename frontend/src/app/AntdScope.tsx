import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { brandTheme, useSite } from '../features/site';
import { theme } from './theme';
import './antd-scope.css';

// antd's theme, with the owner's brand colour as its primary colour (buttons, focus rings, info
// alerts), and antd's App context (modals) for the screens that use antd: the account, admin,
// sign-in, checkout, product manager and community screens. Loaded with them, never by a public page.
export function AntdScope({ children }: { children: ReactNode }) {
  const { brandColor } = useSite();
  const brand = useMemo(() => brandTheme(brandColor), [brandColor]);
  return (
    <ConfigProvider theme={theme}>
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
