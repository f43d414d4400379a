import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';
import { makeSession, setupAccountApi } from '../test/account-api';

const api = setupAccountApi();

async function openSettings() {
  api.auth.signIn();
  const user = setupUser();
  renderApp('/account?tab=settings');
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return user;
}

const dialog = () => screen.getByRole('dialog', { name: 'Change Password' });
const devices = () => screen.getByRole('list', { name: 'Signed-in devices' });

async function fillPasswords(user: ReturnType<typeof setupUser>, current: string, next: string, again = next) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await user.type(within(dialog()).getByLabelText('Current Password'), current);
  await user.type(within(dialog()).getByLabelText('New Password'), next);
  await user.type(within(dialog()).getByLabelText('Confirm New Password'), again);
  await user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
}

describe('Change Password', () => {
  it('changes the password with the current one and says the other devices were signed out', async () => {
    const user = await openSettings();
    await fillPasswords(user, 'secret1', 'brand-new');
    expect(await notifications().findByText('Password Changed')).toBeInTheDocument();
    expect(
      notifications().getByText('Your password has been changed. Your other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(api.json('/api/account/password', 'PUT')).toEqual([{ currentPassword: 'secret1', password: 'brand-new' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a wrong current password on its field', async () => {
    const user = await openSettings();
    await fillPasswords(user, 'not-it', 'brand-new');
    expect(await within(dialog()).findByText('Your current password is not correct.')).toBeInTheDocument();
  });

  it("keeps the spec's 6-character rule and checks the repeated password before sending", async () => {
    const user = await openSettings();
    await fillPasswords(user, 'secret1', '12345', '12346');
    expect(await within(dialog()).findByText('The two passwords do not match')).toBeInTheDocument();
    // the error, beside the hint under New Password that says the rule all the time
    await waitFor(() =>
      expect(within(dialog()).getAllByText('Password must be at least 6 characters')).toHaveLength(2),
    );
    expect(within(dialog()).getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('/api/account/password', 'PUT')).toHaveLength(0);
  });
});

describe('Signed-in devices', () => {
  it('lists the devices, this one marked, and signs out everywhere else', async () => {
    api.sessions = [
      makeSession(),
      makeSession({
        id: 'fedcba9876543210',
        browser: 'Chrome 126',
        os: 'Android 14',
        current: false,
        lastSeenAt: '2025-06-02T18:05:00.000Z',
      }),
    ];
    const user = await openSettings();
    await waitFor(() => expect(within(devices()).getAllByRole('listitem')).toHaveLength(2));
    const [here, phone] = within(devices()).getAllByRole('listitem');
    expect(here).toHaveTextContent('Firefox 128 on macOS');
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('Active now');
    expect(phone).toHaveTextContent('Chrome 126 on Android 14');
    expect(phone).toHaveTextContent(/Last seen Jun 02, 2025 at \d{1,2}:05 [AP]M/);
    expect(phone).not.toHaveTextContent('This device');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await notifications().findByText('Signed Out Elsewhere')).toBeInTheDocument();
    expect(notifications().getByText('1 other device was signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(devices()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it("keeps the spec's buttons of the tab", async () => {
    await openSettings();
    expect(screen.getAllByRole('button', { name: /^Manage/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download Account Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

describe('Shipping Address', () => {
  it('adds the address the next checkout fills in, and shows it', async () => {
    const user = await openSettings();
    expect(await screen.findByText(/No address saved yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const form = within(screen.getByRole('dialog', { name: 'Shipping Address' }));
    await user.click(form.getByRole('button', { name: 'Save Address' }));
    expect(await form.findByText('Full name is required')).toBeInTheDocument();
    await user.type(form.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(form.getByLabelText('Address'), '12 Market Street');
    await user.type(form.getByLabelText('City'), 'Springfield');
    await user.type(form.getByLabelText('Postal code'), '62701');
    await user.type(form.getByLabelText('Country'), 'United States');
    await user.click(form.getByRole('button', { name: 'Save Address' }));
    expect(await notifications().findByText('Shipping Address Saved')).toBeInTheDocument();
    const saved = (await screen.findByText('Ada Lovelace')).closest('address');
    expect(saved).toHaveTextContent('Ada Lovelace12 Market StreetSpringfield, 62701United States');
    expect(api.json('/api/account/shipping-address', 'PUT')).toEqual([
      {
        name: 'Ada Lovelace',
        line1: '12 Market Street',
        line2: null,
        city: 'Springfield',
        region: null,
        postalCode: '62701',
        country: 'United States',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Edit Address' })).toBeInTheDocument();
  });
});
