import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, notifications, sendJson } from '../../../test/test-api';
import { renderApp } from '../../../test/render';
import { makeExport, setupAccountApi } from '../test/account-api';

const api = setupAccountApi();

async function openSettings() {
  api.auth.signIn(makeUser());
  const view = renderApp('/account?tab=settings');
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return view;
}

describe('Download Account Data', () => {
  // jsdom has no blob addresses and does not download: what the page hands the browser is kept
  const saved: { blob: Blob; name: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    let blob: Blob;
    URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:account-data'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === 'blob:account-data') saved.push({ blob, name: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves the API’s export as account-data-<date>.json, content as the API wrote it', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Download Account Data' }));
    expect(await notifications().findByText('Account Data Downloaded')).toBeInTheDocument();
    expect(notifications().getByText('Your data is in account-data-2025-06-05.json.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('account-data-2025-06-05.json');
    expect(saved[0].blob.type).toBe('application/json');
    const text = await saved[0].blob.text();
    expect(text).toBe(`${JSON.stringify(makeExport('ada@example.com'), null, 2)}\n`);
  });

  it('says why when the API refuses (too many in an hour), and saves nothing', async () => {
    api.handler = (req, res) => {
      if (req.path === '/api/account/export') {
        sendJson(res, 429, { statusCode: 429, message: 'Too many attempts. Please try again in 40 minutes.' });
      }
    };
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Download Account Data' }));
    expect(await notifications().findByText('Download Failed')).toBeInTheDocument();
    expect(notifications().getByText('Too many attempts. Please try again in 40 minutes.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('Delete Account', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' });

  async function deleteWith(password: string) {
    const view = await openSettings();
    await view.user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await view.user.type(within(dialog()).getByLabelText('Password'), password);
    await view.user.click(within(dialog()).getByRole('button', { name: 'Delete My Account' }));
    return view;
  }

  it('deletes the account with its password, then shows the home page signed out with a toast', async () => {
    const { router } = await deleteWith('secret1');
    expect(await notifications().findByText('Account Deleted')).toBeInTheDocument();
    expect(notifications().getByText('Your account has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(api.json('/api/account/delete')).toEqual([{ password: 'secret1' }]);
  });

  it('shows a wrong password on its field and keeps the account', async () => {
    const { router } = await deleteWith('not-it');
    expect(
      await within(dialog()).findByText('The password is not correct. Your account was not deleted.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(api.auth.signedIn).not.toBeNull();
  });

  it('asks for the password before sending anything', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog()).findByText('Please enter your password to delete your account.')).toBeInTheDocument();
    expect(api.calls('/api/account/delete')).toHaveLength(0);
  });

  it("tells the site's last admin why in a toast", async () => {
    api.lastAdmin = true;
    await deleteWith('secret1');
    expect(await notifications().findByText('Error')).toBeInTheDocument();
    expect(
      notifications().getByText('You are the only admin of this site, so your account cannot be deleted.'),
    ).toBeInTheDocument();
  });
});
