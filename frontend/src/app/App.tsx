import { AppProviders } from './AppProviders';
import type { AppStore } from './store';
import { AppRouterProvider, createAppRouter } from './router';

// made on the first render (a slice of the hydration), not while the modules are evaluated
let router: ReturnType<typeof createAppRouter> | undefined;

export function App({ store }: { store: AppStore }) {
  router ??= createAppRouter();
  return (
    <AppProviders store={store}>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}
