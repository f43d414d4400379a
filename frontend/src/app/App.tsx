import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppStore } from './store';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
