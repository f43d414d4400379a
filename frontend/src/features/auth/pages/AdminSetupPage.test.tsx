import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, notifications, TEST_ADMIN_SECRET, setupTestApi } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';

const api = setupTestApi();

async function openSetup() {
  const user = setupUser();
  const view = renderApp('/admin-setup');
  await screen.findByRole('heading', { level: 1, name: 'Admin Setup' });
  return { ...view, user };
}

describe('AdminSetupPage', () => {
  it('asks for the e-mail and a hidden admin secret, with a security notice', async () => {
    api.signIn();
    await openSetup();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Admin Secret Key')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Grant Admin Access' })).toBeInTheDocument();
    expect(screen.getByText('Security Notice')).toBeInTheDocument();
    expect(screen.getByText(/This is a one-time setup\./)).toBeInTheDocument();
  });

  it('never shows the secret, even while it is typed', async () => {
    api.signIn();
    const { user, container } = await openSetup();
    await user.type(screen.getByLabelText('Admin Secret Key'), TEST_ADMIN_SECRET);
    expect(document.body.textContent).not.toContain(TEST_ADMIN_SECRET);
    expect(screen.getByLabelText('Admin Secret Key')).toHaveAttribute('type', 'password');
    // no button that reveals it
    expect(container.querySelector('.ant-input-password-icon')).toBeNull();
  });

  it("offers the signed-in account's e-mail", async () => {
    api.signIn(makeUser({ email: 'grace@example.com' }));
    await openSetup();
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveValue('grace@example.com'));
    expect(screen.queryByRole('link', { name: 'sign in' })).not.toBeInTheDocument();
  });

  it('tells a visitor who is not signed in to sign in first', async () => {
    await openSetup();
    expect(await screen.findByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for both fields without calling the server', async () => {
    api.signIn();
    const { user } = await openSetup();
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com'));
    await user.click(screen.getByRole('button', { name: 'Grant Admin Access' }));
    expect(await notifications().findByText('Missing Information')).toBeInTheDocument();
    expect(notifications().getByText('Please provide both email and admin secret.')).toBeInTheDocument();
    expect(api.calls('/api/make-admin')).toHaveLength(0);
  });

  it("shows the server's reason when the setup fails", async () => {
    api.signIn();
    const { user } = await openSetup();
    // the e-mail is offered once the account is read: a click before that is 'Missing Information'
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com'));
    await user.type(screen.getByLabelText('Admin Secret Key'), 'not-the-secret');
    await user.click(screen.getByRole('button', { name: 'Grant Admin Access' }));
    expect(await notifications().findByText('Setup Failed')).toBeInTheDocument();
    expect(
      notifications().getByText('Invalid credentials. Please check your email and admin secret.'),
    ).toBeInTheDocument();
    expect(api.signedIn?.role).toBe('customer');
  });

  it('passes on "sign in first" to a visitor who is not signed in', async () => {
    const { user } = await openSetup();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Admin Secret Key'), TEST_ADMIN_SECRET);
    await user.click(screen.getByRole('button', { name: 'Grant Admin Access' }));
    expect(await notifications().findByText('Please sign in to continue.')).toBeInTheDocument();
  });

  it('grants admin access, says so and opens the dashboard after 2 seconds', async () => {
    api.signIn();
    const { user, router } = await openSetup();
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com'));
    await user.type(screen.getByLabelText('Admin Secret Key'), TEST_ADMIN_SECRET);
    // When the grant is answered (the routes answer it right after) and when the page moves: its 2
    // seconds start once it has the answer, however late this test, on a busy machine, sees the toast.
    let grantedAt = Infinity;
    let movedAt = -Infinity;
    api.handler = (req) => {
      if (req.path === '/api/make-admin') grantedAt = Date.now();
    };
    router.subscribe((state) => {
      if (state.location.pathname === '/admin' && movedAt < 0) movedAt = Date.now();
    });
    await user.click(screen.getByRole('button', { name: 'Grant Admin Access' }));

    expect(await notifications().findByText('Admin Access Granted')).toBeInTheDocument();
    expect(JSON.parse(api.calls('/api/make-admin')[0].body)).toEqual({
      email: 'ada@example.com',
      adminSecret: TEST_ADMIN_SECRET,
    });
    expect(screen.getByRole('button', { name: /Setting up\.\.\./ })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // 2 seconds, less the millisecond a timer's clock may round away
    expect(movedAt - grantedAt).toBeGreaterThanOrEqual(1999);
    expect(router.state.location.pathname).toBe('/admin');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Admin' })).toBeVisible();
  });
});
