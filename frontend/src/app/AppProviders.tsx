import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LazyToaster } from '../components/toast';
import { BrandTheme } from '../features/site';
import type { AppStore } from './store';

// Everything a page needs around it, shared by the real root, the server's rendering and tests.
// No antd here: the public pages load none; the screens that use it sit inside AntdScope.
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <BrandTheme>
        {children}
        <LazyToaster />
      </BrandTheme>
    </Provider>
  );
}
