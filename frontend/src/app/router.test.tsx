import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { lazy } from 'react';
import { Link, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeUser, setupTestApi } from '../test/test-api';
import { renderApp, renderRoutes } from '../test/render';
import { Layout } from './layout/Layout';
import { pageModulesOf } from './lazy-pages';
import { routes } from './router';

const api = setupTestApi();

const PAGES: [string, string][] = [
  ['/', 'Welcome, Friends'],
  ['/blog', 'Daily Insights Blog'],
  ['/blog/some-post', 'Daily Insights Blog'],
  ['/products', 'Professional Products'],
  // a course no product has
  ['/courses/some-course', 'Courses'],
  ['/about', 'About'],
  ['/contact', 'Get In Touch'],
  ['/login', 'Sign In'],
  // a visitor is sent to sign in
  ['/account?tab=orders', 'Sign In'],
  ['/checkout?amount=49&products=1', 'Secure Checkout'],
  ['/schedule-call', 'Schedule a Call'],
  // a booked session's page: a visitor is sent to sign in
  ['/account/sessions/7', 'Sign In'],
  ['/admin', 'Access Denied'],
  ['/admin-setup', 'Admin Setup'],
  // an admin page
  ['/product-manager', 'Access Denied'],
  ['/app', 'Community'],
];

describe('router', () => {
  it.each(PAGES)('renders %s inside the layout with its title', async (url, title) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/account?tab=orders', 'My Account'],
    ['/admin', 'Admin Dashboard'],
    ['/product-manager', 'Product Manager'],
  ])('renders %s for a signed-in admin', async (url, title) => {
    api.signIn(makeUser({ role: 'admin' }));
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  // issue 27: typing into the previous page, still on screen under the new address, was lost
  it('shows the loading fallback, not the previous page, while the next page downloads', async () => {
    let arrive = () => {};
    const NextPage = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>The next page</h1> });
        }),
    );
    const first = (
      <>
        <input aria-label="Your name" />
        <Link to="/next">Go on</Link>
      </>
    );
    const pages = [
      {
        element: <Layout />,
        children: [
          { index: true, element: first },
          { path: 'next', element: <NextPage /> },
        ],
      },
    ];
    const { user } = renderRoutes(pages, '/');
    await user.click(await screen.findByRole('link', { name: 'Go on' }));

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
    act(() => arrive());
    expect(await screen.findByRole('heading', { level: 1, name: 'The next page' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  // the server links a rendered page's chunk by this name (the chunk's name in the build's manifest)
  it.each([
    ['/', 'HomePage'],
    ['/blog', 'BlogPage'],
    ['/blog/some-post', 'BlogPage'],
    ['/products', 'ProductsPage'],
    ['/about', 'AboutPage'],
    ['/contact', 'ContactPage'],
    ['/no/such/page', 'NotFoundPage'],
  ])('names the lazy page of %s after its module file', (url, name) => {
    const files = Object.keys(import.meta.glob('../features/*/pages/*.tsx'));
    expect(pageModulesOf(matchRoutes(routes, url) ?? [])).toEqual([name]);
    expect(files.filter((file) => file.endsWith(`/${name}.tsx`))).toHaveLength(1);
  });
});
