import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../test/test-api';
import { renderApp, renderRoutes, setupUser } from '../../../test/render';
import { routes } from '../../../app/router';
import { DEAD_LINKS, GOOD_TOKEN, RESET_ANSWER, setupAccountApi } from '../../account/test/account-api';

const api = setupAccountApi();
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Forgot password', () => {
  it('is linked from the sign-in form, which keeps its texts', async () => {
    const { router } = renderApp('/login');
    const user = setupUser();
    await heading('Sign In');
    expect(screen.getByRole('button', { name: 'Need an account? Sign up' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await heading('Forgot Password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it("sends the address and shows the API's answer, the same for every address", async () => {
    renderApp('/forgot-password');
    const user = setupUser();
    await heading('Forgot Password');
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(RESET_ANSWER)).toBeInTheDocument();
    expect(api.json('/api/auth/forgot-password')).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('asks for the address before sending anything', async () => {
    renderApp('/forgot-password');
    const user = setupUser();
    await heading('Forgot Password');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await notifications().findByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.calls('/api/auth/forgot-password')).toHaveLength(0);
  });
});

describe('Reset password', () => {
  it('checks the link, takes a new password with the spec rule, and leads to sign in', async () => {
    renderApp(`/reset-password?token=${GOOD_TOKEN}`);
    const user = setupUser();
    await heading('Reset Password');
    const field = await screen.findByLabelText('New Password');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.json('/api/auth/reset-password/check')).toEqual([{ token: GOOD_TOKEN }]);

    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await notifications().findByText('Invalid Password')).toBeInTheDocument();
    expect(api.calls('/api/auth/reset-password')).toHaveLength(0);

    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(
      screen.getByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(api.json('/api/auth/reset-password')).toEqual([{ token: GOOD_TOKEN, password: '123456' }]);
  });

  it('says clearly why a used link cannot be used, and offers a new one', async () => {
    renderApp('/reset-password?token=used-token');
    await heading('Reset Password');
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DEAD_LINKS['used-token']);
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('treats a link cut off before its token as not valid, without asking the API', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/This link is not valid/);
    expect(api.calls('/api/auth/reset-password/check')).toHaveLength(0);
  });

  it('shows the dead-link page when the link stops working while the password is typed', async () => {
    renderApp(`/reset-password?token=${GOOD_TOKEN}`);
    const user = setupUser();
    await user.type(await screen.findByLabelText('New Password'), 'brand-new');
    api.handler = (req, res) => {
      if (req.path !== '/api/auth/reset-password') return;
      res
        .writeHead(410, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ statusCode: 410, message: DEAD_LINKS['used-token'], error: 'Gone' }));
    };
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DEAD_LINKS['used-token']);
  });
});

describe('Confirm email', () => {
  it('confirms once from the link, even where effects run twice', async () => {
    renderRoutes(routes, `/confirm-email?token=${GOOD_TOKEN}`, { strict: true });
    expect(await heading('Confirm Email')).toBeInTheDocument();
    expect(await screen.findByText('Email Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Your email address ada@example.com is confirmed. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(api.calls('/api/auth/confirm-email')).toHaveLength(1));
  });

  it('says calmly that the address was already confirmed', async () => {
    api.handler = (req, res) => {
      if (req.path !== '/api/auth/confirm-email') return;
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: 'already-confirmed', email: 'ada@example.com' }));
    };
    renderApp(`/confirm-email?token=${GOOD_TOKEN}`);
    expect(await screen.findByText('Already Confirmed')).toBeInTheDocument();
    expect(screen.getByText(/was already confirmed\. There is nothing else to do\./)).toBeInTheDocument();
  });

  it('explains an expired link and sends to the account page for a new one', async () => {
    renderApp('/confirm-email?token=expired-token');
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DEAD_LINKS['expired-token']);
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account');
  });
});

describe('This was not me', () => {
  it('signs the account out everywhere, then asks for a new password', async () => {
    const { router } = renderApp(`/sign-in-alert?token=${GOOD_TOKEN}`);
    expect(await heading('Reset Password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.search).toBe(`?token=${GOOD_TOKEN}`);
    expect(await notifications().findByText('Signed Out Everywhere')).toBeInTheDocument();
    expect(
      notifications().getByText('Your account has been signed out everywhere. Choose a new password now.'),
    ).toBeInTheDocument();
    expect(api.json('/api/auth/sign-in-alert')).toEqual([{ token: GOOD_TOKEN }]);
  });

  it('says why a used link does not work', async () => {
    renderApp('/sign-in-alert?token=used-token');
    expect(await heading('Secure Your Account')).toBeInTheDocument();
    expect(await screen.findByText(DEAD_LINKS['used-token'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgot-password');
  });
});
