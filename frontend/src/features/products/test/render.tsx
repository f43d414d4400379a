import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { makeStore } from '../../../app/store';

// Where a navigation ended: the path and query of the stub page.
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} page at {location.pathname}
      {location.search}
    </p>
  );
}

// `ui` at `url` (its path) inside the app's providers; the pages it leads to are stubs.
export function renderAt(ui: ReactElement, url: string, { strict = false } = {}) {
  const path = url.split('?')[0];
  const stubs = ['/products', '/checkout', '/login', '/account', '/contact'].filter((p) => p !== path);
  const router = createMemoryRouter(
    [{ path, element: ui }, ...stubs.map((p) => ({ path: p, element: <Landed name={p.slice(1)} /> }))],
    { initialEntries: [url] },
  );
  const app = (
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // StrictMode runs effects twice, as the app's development build does
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, user: userEvent.setup() };
}
