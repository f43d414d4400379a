import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { AppRouterProvider, createAppRouter, routes } from '../../app/router';
import { makeStore } from '../../app/store';
import { renderApp, renderRoutes } from '../../test/render';
import { makeUser, setupTestApi } from '../../test/test-api';

const api = setupTestApi();
const paths = () => api.pageViews.map((view) => view.path);

// what the browser says about the visitor (jsdom's defaults: no referrer, no DNT, no GPC)
const browser = (target: object, name: string, value: unknown) =>
  Object.defineProperty(target, name, { value, configurable: true });
afterEach(() => {
  for (const [target, name] of [
    [document, 'referrer'],
    [navigator, 'doNotTrack'],
    [navigator, 'globalPrivacyControl'],
  ] as const) {
    delete (target as unknown as Record<string, unknown>)[name];
  }
});

describe('the page-view beacon', () => {
  it("sends a view of the page once it has loaded: its path, the referrer's origin and its address's campaign", async () => {
    browser(document, 'referrer', 'https://news.example.org/item/1?q=calm#top');
    renderApp('/about?utm_source=Newsletter&utm_medium=email&utm_campaign=spring-sale&ref=mail');
    await waitFor(() => expect(api.pageViews).toHaveLength(1));
    expect(api.pageViews[0]).toEqual({
      path: '/about',
      referrer: 'https://news.example.org',
      utmSource: 'Newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-sale',
    });
    expect(api.calls('/api/analytics/views')[0].headers['content-type']).toBe('application/json');
  });

  it('cuts what the server would refuse (a path over 500 characters, a tag over 200) and sends the view', async () => {
    browser(document, 'referrer', `https://news.example.org/${'q'.repeat(2000)}`);
    renderApp(`/${'p'.repeat(600)}?utm_source=${'s'.repeat(300)}&utm_campaign=${'c'.repeat(201)}`);
    await waitFor(() => expect(api.pageViews).toHaveLength(1));
    expect(api.pageViews[0]).toEqual({
      path: `/${'p'.repeat(499)}`,
      referrer: 'https://news.example.org',
      utmSource: 's'.repeat(200),
      utmCampaign: 'c'.repeat(200),
    });
  });

  it('sends no referrer that is not an address', async () => {
    browser(document, 'referrer', 'not an address');
    renderApp('/about');
    await waitFor(() => expect(api.pageViews).toEqual([{ path: '/about' }]));
  });

  it('sends a view on each route change, without the referrer (the visitor came from our own page)', async () => {
    browser(document, 'referrer', 'https://news.example.org/item/1');
    const { router } = renderApp('/about');
    await waitFor(() => expect(paths()).toEqual(['/about']));
    await act(() => router.navigate('/contact?utm_source=x'));
    await waitFor(() => expect(paths()).toEqual(['/about', '/contact']));
    expect(api.pageViews[1]).toEqual({ path: '/contact', utmSource: 'x' });
    // a new query on the same page (a filter, a page of a list) is no new view
    await act(() => router.navigate('/contact?page=2'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(paths()).toEqual(['/about', '/contact', '/']));
  });

  it('fails in silence: a view the network loses shows nothing and rejects no promise, and the next view is sent', async () => {
    // the browser's fetch fails the first view as a network down does (a plain function: a spy
    // would itself handle the promise it returns)
    const forward = globalThis.fetch;
    const lost: unknown[] = [];
    globalThis.fetch = (input, init) => {
      if (input !== '/api/analytics/views' || lost.length) return forward(input, init);
      lost.push(input);
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { router } = renderApp('/about');
      await waitFor(() => expect(lost).toHaveLength(1));
      await act(() => router.navigate('/contact'));
      // by the time the next view has made its round trip, a rejection nobody caught has been reported
      await waitFor(() => expect(paths()).toEqual(['/contact']));
      expect(unhandled).toEqual([]);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('region', { name: 'Notifications (F8)' }).textContent).toBe('');
    } finally {
      process.off('unhandledRejection', onUnhandled);
      globalThis.fetch = forward;
    }
  });

  it('sends each view once where effects run twice (StrictMode, as in development)', async () => {
    const { router } = renderRoutes(routes, '/about', { strict: true });
    await waitFor(() => expect(paths()).toEqual(['/about']));
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(paths()).toEqual(['/about', '/contact']));
  });

  it("never sends the owner's screens nor the account's", async () => {
    api.signIn(makeUser({ role: 'admin' }));
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    for (const path of ['/account', '/Admin/courses/3', '/admin-setup', '/product-manager', '/account/sessions/2']) {
      await act(() => router.navigate(path));
    }
    // a payable checkout (without an amount it sends the visitor to /products at once)
    await act(() => router.navigate('/checkout?amount=10'));
    await waitFor(() => expect(paths()).toEqual(['/checkout']));
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(paths()).toEqual(['/checkout', '/about']));
  });

  it.each([
    ['Do Not Track', navigator, 'doNotTrack', '1'],
    ['Global Privacy Control', navigator, 'globalPrivacyControl', true],
  ])('sends nothing while the browser says %s', async (_, target, name, value) => {
    browser(target, name, value);
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    browser(target, name, undefined);
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(paths()).toEqual(['/contact']));
  });

  it('sends one view of a page the server rendered, once hydrated, and one per route change', async () => {
    history.replaceState(null, '', '/about');
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(location.href));
    if (context instanceof Response) throw new Error('/about renders');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <AppProviders store={makeStore()}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>,
    );
    // as main.tsx hydrates it (StrictMode runs the effects twice in development)
    const router = createAppRouter();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders store={makeStore()}>
            <AppRouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    await waitFor(() => expect(paths()).toEqual(['/about']));
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(paths()).toEqual(['/about', '/contact']));
    act(() => root.unmount());
    router.dispose();
    container.remove();
    history.replaceState(null, '', '/');
  });
});
