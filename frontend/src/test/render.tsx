import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router';
import { makeStore } from '../app/store';

// The whole app (layout, lazy pages) at a URL, as the browser would show it.
export function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

// One component inside the providers and a router at `url`.
export function renderWithProviders(ui: ReactElement, url = '/') {
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
