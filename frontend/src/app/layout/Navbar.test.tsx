import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api as coreApi } from '../../api';
import { makeStore } from '../store';
import { describe, expect, it } from 'vitest';
import { makeUser, notifications, sendJson, setupTestApi } from '../../test/test-api';
import { renderApp, renderWithProviders, setupUser, TestProviders } from '../../test/render';
import { CURRENT_USER_POLLING_MS } from '../../features/auth';
import { Navbar } from './Navbar';

const LINKS = ['Home', 'Blog', 'Products', 'The App', 'About', 'Contact'];
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const api = setupTestApi();

describe('Navbar', () => {
  it('links every main page and highlights the active one', () => {
    renderWithProviders(<Navbar />, '/blog');
    const nav = mainNav();
    const hrefs = LINKS.map((name) => within(nav).getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/', '/blog', '/products', '/app', '/about', '/contact']);
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    for (const name of LINKS.filter((n) => n !== 'Blog')) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('keeps Blog highlighted on a post and Home only on the home page', () => {
    renderWithProviders(<Navbar />, '/blog/first-post');
    expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers a Login button to visitors, and no Admin link', async () => {
    renderWithProviders(<Navbar />, '/');
    expect(await within(mainNav()).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByText(/Welcome,/)).not.toBeInTheDocument();
  });

  it('greets a signed-in customer with Account and Logout, without an Admin link', async () => {
    api.signIn(makeUser({ firstName: 'Ada' }));
    renderWithProviders(<Navbar />, '/');
    expect(await within(mainNav()).findByText('Welcome, Ada')).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it("says 'User' when the account has no first name", async () => {
    api.signIn(makeUser({ firstName: '' }));
    renderWithProviders(<Navbar />, '/');
    expect(await within(mainNav()).findByText('Welcome, User')).toBeInTheDocument();
  });

  it('shows the Admin link to an admin only', async () => {
    api.signIn(makeUser({ role: 'admin', firstName: 'Grace' }));
    renderWithProviders(<Navbar />, '/');
    expect(await within(mainNav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(mainNav()).getByText('Welcome, Grace')).toBeInTheDocument();
  });

  it('never shows Login to a signed-in visitor while the first answer is pending', async () => {
    api.signIn();
    renderWithProviders(<Navbar />, '/');
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(await within(mainNav()).findByText('Welcome, Ada')).toBeInTheDocument();
  });

  it('logs out: the greeting gives way to Login, a toast, and the home page', async () => {
    api.signIn();
    const user = setupUser();
    const { router } = renderApp('/about');
    await user.click(await within(mainNav()).findByRole('button', { name: 'Logout' }));

    expect(await notifications().findByText('Logged out successfully')).toBeInTheDocument();
    expect(await within(mainNav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(mainNav()).queryByText('Welcome, Ada')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls('/api/auth/logout')).toHaveLength(1);
    expect(api.signedIn).toBeNull();
  });

  it('says so when logging out fails, and keeps the visitor signed in', async () => {
    api.signIn();
    api.handler = (req, res) => {
      if (req.path === '/api/auth/logout') sendJson(res, 500, { statusCode: 500, message: 'Boom.' });
    };
    const user = setupUser();
    const { router } = renderApp('/about');
    await user.click(await within(mainNav()).findByRole('button', { name: 'Logout' }));

    expect(await notifications().findByText('Logout failed')).toBeInTheDocument();
    expect(within(mainNav()).getByText('Welcome, Ada')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('does not poll a visitor who is signed out (no 401 every 2 seconds), and polls one signed in', async () => {
    const store = makeStore();
    const polling = () =>
      Object.values(store.getState().api.subscriptions['getCurrentUser(undefined)'] ?? {}).map(
        (options) => options?.pollingInterval ?? 0,
      );
    render(
      <TestProviders store={store}>
        <MemoryRouter>
          <Navbar />
        </MemoryRouter>
      </TestProviders>,
    );
    await within(mainNav()).findByRole('link', { name: 'Login' });
    await waitFor(() => expect(polling()).toEqual([0]));

    store.dispatch(coreApi.util.upsertQueryData('getCurrentUser', undefined, makeUser()));
    await waitFor(() => expect(polling()).toEqual([CURRENT_USER_POLLING_MS]));
  });

  it('keeps polling a signed-in visitor, and flips to Login when the session ends elsewhere', async () => {
    api.signIn();
    renderWithProviders(<Navbar />, '/');
    expect(await within(mainNav()).findByText('Welcome, Ada')).toBeInTheDocument();
    api.signedIn = null;
    expect(await within(mainNav()).findByRole('link', { name: 'Login' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('opens a mobile menu with the same items and closes it when one is chosen', async () => {
    const user = setupUser();
    renderApp('/');
    await within(mainNav()).findByRole('link', { name: 'Login' });
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Mobile menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Mobile menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of [...LINKS, 'Login']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Products' }));
    expect(screen.queryByRole('dialog', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Professional Products' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it("offers an admin 'Admin Panel', the greeting, Account and Logout in the mobile menu", async () => {
    api.signIn(makeUser({ role: 'admin' }));
    const user = setupUser();
    const { router } = renderApp('/');
    await within(mainNav()).findByText('Welcome, Ada');

    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    let menu = screen.getByRole('dialog', { name: 'Mobile menu' });
    expect(within(menu).getByText('Welcome, Ada')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Admin Panel' }));
    expect(screen.queryByRole('dialog', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');

    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    menu = screen.getByRole('dialog', { name: 'Mobile menu' });
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('dialog', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(await notifications().findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = setupUser();
    renderWithProviders(<Navbar />, '/');
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Mobile menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
