import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubPasskeyBrowser } from '../../../test/passkey-browser';
import { notifications } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';
import { setupAccountApi } from '../test/account-api';

const api = setupAccountApi();

async function openSettings() {
  api.auth.signIn();
  const user = setupUser();
  renderApp('/account?tab=settings');
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return { user };
}

const card = () =>
  screen.getByText('Passkeys', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const list = () => within(card()).getByRole('list', { name: 'Passkeys' });
const proofDialog = async () => (await screen.findByText("Confirm It's You")).closest('[role="dialog"]') as HTMLElement;
const havePasskey = (email: string, name = 'My laptop', credentialId = 'cGFzc2tleS0x') =>
  api.auth.passkeys.push({ id: 1, name, createdAt: '2025-06-01T09:00:00.000Z', lastUsedAt: null, email, credentialId });

describe('Passkeys on the account page', () => {
  it('adds a passkey with the name asked for, made by the browser', async () => {
    const browser = stubPasskeyBrowser();
    const { user } = await openSettings();
    await user.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Give the passkey a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), '  My laptop ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await notifications().findByText('“My laptop” signs you in from now on.')).toBeInTheDocument();
    expect(browser.create).toHaveBeenCalledTimes(1);
    const [sent] = api.json('/api/account/passkeys');
    expect(sent).toMatchObject({ name: 'My laptop', response: { id: 'cGFzc2tleS0x', type: 'public-key' } });
    expect(await within(list()).findByText('My laptop')).toBeInTheDocument();
    expect(within(list()).getByText(/Added .* · Never used/)).toBeInTheDocument();
  });

  it('says so when the browser prompt is closed, and adds nothing', async () => {
    const browser = stubPasskeyBrowser();
    browser.create.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    const { user } = await openSettings();
    await user.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Passkey' });
    await user.type(within(dialog).getByLabelText('Name'), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await notifications().findByText('The passkey request was cancelled or timed out.')).toBeInTheDocument();
    expect(api.json('/api/account/passkeys')).toEqual([]);
  });

  it('renames a passkey and removes one after "Confirm It\'s You" with a passkey', async () => {
    const browser = stubPasskeyBrowser();
    api.proof.fresh = false;
    havePasskey('ada@example.com');
    const { user } = await openSettings();
    await user.click(await within(card()).findByRole('button', { name: 'Rename My laptop' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Passkey' });
    expect(within(rename).getByLabelText('Name')).toHaveValue('My laptop');
    await user.clear(within(rename).getByLabelText('Name'));
    await user.type(within(rename).getByLabelText('Name'), 'Work laptop');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(list()).findByText('Work laptop')).toBeInTheDocument();

    await user.click(within(list()).getByRole('button', { name: 'Remove Work laptop' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const proof = await proofDialog();
    await user.click(await within(proof).findByRole('button', { name: 'Use a passkey' }));
    expect(await notifications().findByText('“Work laptop” no longer signs you in.')).toBeInTheDocument();
    expect(browser.get).toHaveBeenCalledTimes(1);
    expect(api.json('/api/auth/reauthenticate')).toEqual([
      { passkey: expect.objectContaining({ id: 'cGFzc2tleS0x' }) },
    ]);
    await waitFor(() => expect(within(list()).queryByText('Work laptop')).not.toBeInTheDocument());
    expect(api.auth.passkeys).toEqual([]);
  });

  it('offers no passkey in "Confirm It\'s You" to an account without one', async () => {
    api.proof.fresh = false;
    api.twoFactor.enabled = true;
    const { user } = await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn Off Two-Factor Sign-in' });
    await user.type(within(dialog).getByLabelText('Code'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    const proof = await proofDialog();
    expect(await within(proof).findByLabelText('Code')).toBeInTheDocument();
    expect(within(proof).queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });
});
