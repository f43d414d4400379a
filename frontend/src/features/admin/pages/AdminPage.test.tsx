import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, useAuthApi } from '../../../test/auth-api';
import { renderApp } from '../../../test/render';

const api = useAuthApi();
const TABS = ['Overview', 'Subscribers', 'Messages', 'Blog Posts', 'Content', 'Backgrounds', 'Profile'];

describe('AdminPage', () => {
  it('checks access while the user is loading', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    // the first answer about the user is held back until release()
    let release = () => {};
    api.handler = (req, res) => {
      if (req.path !== '/api/auth/user') return;
      res.writeHead(200, { 'Content-Type': 'application/json' }); // sent headers: the fake API lets go
      release = () => {
        api.handler = undefined;
        res.end(JSON.stringify(api.signedIn));
      };
    };
    renderApp('/admin');
    expect(await screen.findByText('Checking access permissions...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('denies a visitor who is not signed in and offers the login page', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('denies a signed-in customer', async () => {
    api.signIn(makeUser({ role: 'customer' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/does not have admin access/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows an admin the dashboard with its tabs, Overview first', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(TABS);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in ?tab and follows tab changes in the URL', async () => {
    api.signIn(makeUser({ role: 'admin', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }));
    const user = userEvent.setup();
    const { router } = renderApp('/admin?tab=profile');
    const profileTab = await screen.findByRole('tab', { name: 'Profile' });
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    const profile = screen.getByRole('tabpanel');
    expect(within(profile).getByText('Administrator')).toBeInTheDocument();
    expect(within(profile).getByText('grace@example.com')).toBeInTheDocument();
    const permissions = within(profile).getByRole('list', { name: 'Permissions' });
    expect(
      within(permissions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Manage all content',
      'View subscribers and analytics',
      'Access messages',
      'Modify backgrounds and styling',
      'Manage products and blog posts',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Blog Posts' }));
    expect(router.state.location.search).toBe('?tab=blog-posts');
    expect(screen.getByRole('tab', { name: 'Blog Posts' })).toHaveAttribute('aria-selected', 'true');
  });
});
