import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../components/toast';
import { BrandTheme } from '../features/site';
import type { AppStore } from './store';
import { theme } from './theme';

// Everything a page needs around it, shared by the real root and by tests; the owner's brand colour
// (BrandTheme) overrides the theme's primary colour once the site settings arrive.
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <BrandTheme>
          <AntApp>
            {children}
            <Toaster />
          </AntApp>
        </BrandTheme>
      </ConfigProvider>
    </Provider>
  );
}
