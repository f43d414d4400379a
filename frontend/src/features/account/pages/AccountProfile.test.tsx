import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, notifications } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';
import { setupAccountApi } from '../test/account-api';

const api = setupAccountApi();

async function openAccount(url = '/account') {
  const user = setupUser();
  renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return user;
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit Profile' });

describe('the confirmation banner', () => {
  it('asks an unconfirmed account to confirm its address, and sends the link again', async () => {
    api.auth.signIn(makeUser({ emailConfirmed: false }));
    const user = await openAccount();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Please confirm your email address');
    expect(banner).toHaveTextContent('We sent a link to ada@example.com.');
    await user.click(within(banner).getByRole('button', { name: 'Send again' }));
    expect(await notifications().findByText('Confirmation Sent')).toBeInTheDocument();
    expect(notifications().getByText('We have sent a new confirmation link to ada@example.com.')).toBeInTheDocument();
    expect(api.calls('/api/account/email-confirmation')).toHaveLength(1);
  });

  it('shows the reason when a resend is refused (too many)', async () => {
    api.auth.signIn(makeUser({ emailConfirmed: false }));
    api.handler = (req, res) => {
      if (req.path !== '/api/account/email-confirmation') return;
      res
        .writeHead(429, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ statusCode: 429, message: 'Too many attempts. Please try again in 42 minutes.' }));
    };
    const user = await openAccount();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Send again' }));
    expect(await notifications().findByText('Too many attempts. Please try again in 42 minutes.')).toBeInTheDocument();
  });

  it('is not shown once the address is confirmed', async () => {
    api.auth.signIn(makeUser({ emailConfirmed: true }));
    await openAccount();
    expect(screen.queryByText('Please confirm your email address')).not.toBeInTheDocument();
  });
});

describe('Edit Profile', () => {
  it('saves new names at once', async () => {
    api.auth.signIn();
    const user = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const firstName = within(dialog()).getByLabelText('First Name');
    expect(firstName).toHaveValue('Ada');
    await user.clear(firstName);
    await user.type(firstName, 'Grace');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await notifications().findByText('Profile Updated')).toBeInTheDocument();
    expect(api.json('/api/account/profile', 'PATCH')).toEqual([
      { firstName: 'Grace', lastName: 'Lovelace', email: 'ada@example.com' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Welcome back, Grace!')).toBeInTheDocument();
  });

  it('keeps the old address until the new one is confirmed, and can cancel the change', async () => {
    api.auth.signIn();
    const user = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const email = within(dialog()).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await notifications().findByText('Check Your Inbox')).toBeInTheDocument();
    expect(notifications().getByText(/We sent a link to grace@example\.com\./)).toBeInTheDocument();
    const notice = await screen.findByText('Waiting for confirmation of grace@example.com');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ada@example.com');
    await user.click(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Cancel Change' }),
    );
    expect(await notifications().findByText('Change Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument());
  });

  it("shows on the field that another account uses the address, and the form's own rules", async () => {
    api.auth.signIn();
    api.auth.accounts.set('taken@example.com', { ...makeUser({ email: 'taken@example.com' }), password: 'x' });
    const user = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const email = within(dialog()).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog()).findByText('Another account already uses this email address.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(within(dialog()).getByLabelText('Last Name'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    // found and checked at once: the field validates again as the form is sent, and antd renders
    // the same message anew, so an element found a moment before may have left the page
    await waitFor(() => {
      expect(within(dialog()).getByText('Please enter a valid email')).toBeInTheDocument();
      expect(within(dialog()).getByText('Last name is required')).toBeInTheDocument();
    });
    expect(api.calls('/api/account/profile', 'PATCH')).toHaveLength(1);
  });
});
