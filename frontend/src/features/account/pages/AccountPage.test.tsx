import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, notifications } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';
import { makeOrder, setupShopApi } from '../../shop/test/shop-api';

const shop = setupShopApi();
const api = {
  signIn: shop.signIn,
  get signedIn() {
    return shop.auth.signedIn;
  },
};

async function openAccount(url = '/account') {
  const user = setupUser();
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return { ...view, user };
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('AccountPage', () => {
  it('sends a visitor who is not signed in to /login, replacing the history entry', async () => {
    const { router } = renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the tab asked for, so signing in comes back to it', async () => {
    const { router } = renderApp('/account?tab=orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/account?tab=orders')}`);
  });

  it('welcomes the user and shows the profile first', async () => {
    api.signIn(makeUser({ createdAt: '2025-03-14T09:30:00.000Z' }));
    await openAccount();
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    const profile = panel();
    expect(within(profile).getByText('Ada')).toBeInTheDocument();
    expect(within(profile).getByText('Lovelace')).toBeInTheDocument();
    expect(within(profile).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('March 2025')).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('opens the tab named in ?tab and counts the orders in its label', async () => {
    api.signIn();
    await openAccount('/account?tab=orders');
    expect(tab('Orders (0)')).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel()).findByText('No orders yet')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it("counts the signed-in user's orders from the shop in the Orders label", async () => {
    api.signIn();
    shop.orders = [makeOrder({ id: 9 }), makeOrder({ id: 8, status: 'pending' })];
    await openAccount('/account?tab=orders');
    expect(await screen.findByRole('tab', { name: 'Orders (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('Order #9')).toBeInTheDocument();
    expect(within(panel()).getByText('Order #8')).toBeInTheDocument();
  });

  it('falls back to the profile for an unknown tab', async () => {
    api.signIn();
    await openAccount('/account?tab=nope');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the URL in step with the chosen tab', async () => {
    api.signIn();
    const { user, router } = await openAccount();
    await user.click(tab('Downloads'));
    expect(router.state.location.search).toBe('?tab=downloads');
    expect(await within(panel()).findByText('No downloads available')).toBeInTheDocument();

    await user.click(tab('Settings'));
    expect(router.state.location.search).toBe('?tab=settings');
    const settings = panel();
    expect(within(settings).getByText('Email Preferences')).toBeInTheDocument();
    expect(within(settings).getByText('Daily Blog Posts')).toBeInTheDocument();
    expect(within(settings).getByText('Product Updates')).toBeInTheDocument();
    expect(within(settings).getAllByRole('button', { name: /^Manage/ })).toHaveLength(2);
    expect(within(settings).getByText('Account Actions')).toBeInTheDocument();
    expect(within(settings).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(within(settings).getByRole('button', { name: 'Download Account Data' })).toBeInTheDocument();
  });

  it('signs out from the settings tab and goes home', async () => {
    api.signIn();
    const { user, router } = await openAccount('/account?tab=settings');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await user.click(within(panel()).getByRole('button', { name: 'Sign Out' }));

    expect(await notifications().findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeInTheDocument();
    expect(api.signedIn).toBeNull();
    // never by way of /login, where the account page sends visitors
    expect(visited).not.toContain('/login');
  });

  it('still goes home when a poll says "signed out" before the sign-out is answered', async () => {
    api.signIn();
    const { user, router } = await openAccount('/account?tab=settings');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    // the server signs out at once; its answer waits until a poll of the user has been answered
    let answerSignOut!: () => void;
    shop.handler = (req, res) => {
      if (req.path !== '/api/auth/logout') return;
      shop.auth.signedIn = null;
      res.writeHead(204); // sent headers: the shared API lets go
      answerSignOut = () => res.end();
    };
    await user.click(within(panel()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(shop.calls('/api/auth/logout')).toHaveLength(1));
    const signOutAt = shop.auth.server.requests.length;
    await waitFor(() =>
      expect(shop.auth.server.requests.slice(signOutAt).map((r) => r.path)).toContain('/api/auth/user'),
    );

    // the page waits for the sign-out instead of sending to /login
    expect(await screen.findByLabelText('Loading your account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    act(() => answerSignOut());
    expect(await notifications().findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeInTheDocument();
    expect(visited).not.toContain('/login');
  });
});
