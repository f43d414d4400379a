import { AppProviders } from './AppProviders';
import type { AppStore } from './store';
import { AppRouterProvider, createAppRouter } from './router';

const router = createAppRouter();

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}
