import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, setupTestApi } from '../test/test-api';
import { renderApp } from '../test/render';

const api = setupTestApi();

const PAGES: [string, string][] = [
  ['/', 'Welcome, Friends'],
  ['/blog', 'Daily Insights Blog'],
  ['/blog/some-post', 'Daily Insights Blog'],
  ['/products', 'Professional Products'],
  ['/about', 'About'],
  ['/contact', 'Get In Touch'],
  ['/login', 'Sign In'],
  // a visitor is sent to sign in
  ['/account?tab=orders', 'Sign In'],
  ['/checkout?amount=49&products=1', 'Secure Checkout'],
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

  it('shows the 404 page for an unknown path, with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
