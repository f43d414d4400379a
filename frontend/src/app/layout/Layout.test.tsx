import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestApi } from '../../test/test-api';
import { AppProviders } from '../AppProviders';
import { makeStore } from '../store';
import { Layout } from './Layout';

setupTestApi();

const Page = () => <h1>Home</h1>;
// the page as the browser has it while its chunk is still on the way
const PageOnItsWay = lazy(() => new Promise<{ default: typeof Page }>(() => {}));

const app = (page: RouteObject['element']) => (
  <AppProviders store={makeStore()}>
    <RouterProvider router={createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: page }] }])} />
  </AppProviders>
);

describe('Layout', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  // The server's page stays while the browser hydrates around a page whose chunk has not come:
  // were the layout rendered again when the chat's launcher comes, that page's boundary would be
  // rendered anew from its fallback (on a phone the page blinked out, a layout shift of 0.64).
  it('brings the chat launcher while a page still hydrates, and the server’s page stays', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(<Page />));
    document.body.append(container);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(async () => {
      root = hydrateRoot(container, app(<PageOnItsWay />), { onRecoverableError: () => {} });
    });
    expect(await screen.findByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
