import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { StrictMode, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, MemoryRouter, useLocation } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import { AntdScope } from '../app/AntdScope';
import { AppProviders } from '../app/AppProviders';
import { AppRouterProvider, routes } from '../app/router';
import { type AppStore, makeStore } from '../app/store';

// antd's motion (transitions, wave effects) only costs time in jsdom: the app's theme without it.
const NO_MOTION = { token: { motion: false } };

// The app's providers with a fresh store, as every test renders them. The store is made once per
// render() call, outside React: a first render React throws away (a lazy page suspending while the
// app mounts) must not leave a second store, with a second copy of every request, behind.
export function TestProviders({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [own] = useState(() => store ?? makeStore());
  return (
    <AppProviders store={own}>
      {/* antd around everything: a component of an antd screen may be rendered on its own */}
      <ConfigProvider theme={NO_MOTION}>
        <AntdScope>{children}</AntdScope>
      </ConfigProvider>
    </AppProviders>
  );
}

// A user who types and clicks without a timer between events (what a test waits for is the page).
export const setupUser = () => userEvent.setup({ delay: null });

// Routes of a test's own (e.g. a layout around stub pages) inside the providers, at `url`.
export function renderRoutes(pages: RouteObject[], url: string, { strict = false } = {}) {
  const router = createMemoryRouter(pages, { initialEntries: [url] });
  const app = (
    <TestProviders store={makeStore()}>
      <AppRouterProvider router={router} />
    </TestProviders>
  );
  // StrictMode runs effects twice, as the app's development build does
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, user: setupUser() };
}

// The whole app (layout, lazy pages) at a URL, as the browser would show it.
export function renderApp(url: string) {
  return renderRoutes(routes, url);
}

// One component inside the providers and a router at `url`.
export function renderWithProviders(ui: ReactElement, url = '/') {
  const view = render(
    <TestProviders store={makeStore()}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...view, user: setupUser() };
}

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

const STUBS = ['/products', '/checkout', '/login', '/account', '/contact'];

// `ui` at `url` (its path, or the route `path` with parameters such as '/products/:slug'); the
// pages it leads to are stubs that say where a navigation ended. `stubs` replaces those with pages
// of a test's own (e.g. /login: 'The login page').
export function renderAt(
  ui: ReactElement,
  url: string,
  options: { strict?: boolean; stubs?: RouteObject[]; path?: string } = {},
) {
  const path = options.path ?? url.split('?')[0];
  const stubs =
    options.stubs ?? STUBS.filter((p) => p !== path).map((p) => ({ path: p, element: <Landed name={p.slice(1)} /> }));
  return renderRoutes([{ path, element: ui }, ...stubs], url, options);
}
