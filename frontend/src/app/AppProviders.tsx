import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../components/toast';
import type { AppStore } from './store';
import { theme } from './theme';

// Everything a page needs around it, shared by the real root and by tests.
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp>
          {children}
          <Toaster />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
