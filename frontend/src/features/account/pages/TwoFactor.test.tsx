import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';
import { makeSession, PROOF_REQUIRED, setupAccountApi } from '../test/account-api';

const api = setupAccountApi();
const WRONG =
  'That code is not right. Enter the code your authenticator app shows now, or a recovery code you have not used.';

async function openSettings() {
  api.auth.signIn();
  const user = setupUser();
  renderApp('/account?tab=settings');
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return user;
}

// (over the open dialog: the tests' antd gives both the same title id, so it is found by its title)
const proofDialog = async () => (await screen.findByText("Confirm It's You")).closest('[role="dialog"]') as HTMLElement;
const card = () => screen.getByText('Two-Factor Sign-in').closest('.ant-card') as HTMLElement;

describe('Two-factor sign-in on the account page', () => {
  it('is turned on with the QR code and a first code, then shows the recovery codes once', async () => {
    api.sessions = [makeSession(), makeSession({ id: 'fedcba9876543210', current: false, browser: 'Chrome 126' })];
    const user = await openSettings();
    expect(await within(card()).findByText(/a stolen password alone cannot sign in/)).toBeInTheDocument();
    expect(within(card()).getByText('Off')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Turn on' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn On Two-Factor Sign-in' });
    expect(await within(dialog).findByLabelText('QR code for your authenticator app')).toBeInTheDocument();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('6-digit code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('6-digit code'));
    await user.type(within(dialog).getByLabelText('6-digit code'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByText('abcd0-efgh0')).toBeInTheDocument();
    expect(api.json('/api/account/two-factor/enable')).toEqual([{ code: '000000' }, { code: '135790' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await within(card()).findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(within(card()).getByText('On')).toBeInTheDocument();
    // the other device was signed out: the list is read again
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('is turned off with a code', async () => {
    api.twoFactor.enabled = true;
    const user = await openSettings();
    await user.click(await within(card()).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn Off Two-Factor Sign-in' });
    await user.type(within(dialog).getByLabelText('Code'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await notifications().findByText('Two-Factor Sign-in Off')).toBeInTheDocument();
    expect(
      notifications().getByText('Two-factor sign-in is off. Your other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(await within(card()).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('makes new recovery codes for a code', async () => {
    api.twoFactor.enabled = true;
    const user = await openSettings();
    await user.click(await within(card()).findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Recovery Codes' });
    await user.type(within(dialog).getByLabelText('Code'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getByText('zbcd0-efgh0')).toBeInTheDocument();
  });
});

describe('Confirm It’s You', () => {
  // two-factor is on and the last proof is old: turning it off asks for one first
  async function turnOffAfterAnOldProof() {
    api.twoFactor.enabled = true;
    api.proof.fresh = false;
    const user = await openSettings();
    await user.click(await within(card()).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn Off Two-Factor Sign-in' });
    await user.type(within(dialog).getByLabelText('Code'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    return { user, proof: await proofDialog() };
  }

  it('asks for a code of the app when the last proof is old, then turns two-factor off', async () => {
    const { user, proof } = await turnOffAfterAnOldProof();
    expect(
      await within(proof).findByText(
        'For your security, enter the 6-digit code from your authenticator app (or a recovery code) before you go on.',
      ),
    ).toBeInTheDocument();
    await user.type(within(proof).getByLabelText('Code'), '000000');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));
    expect(await within(proof).findByText(WRONG)).toBeInTheDocument();
    await user.clear(within(proof).getByLabelText('Code'));
    await user.type(within(proof).getByLabelText('Code'), '135790');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));

    // the turn-off went again by itself
    expect(await notifications().findByText('Two-Factor Sign-in Off')).toBeInTheDocument();
    expect(api.json('/api/account/two-factor/disable')).toHaveLength(2);
    expect(api.json('/api/auth/reauthenticate')).toEqual([{ code: '000000' }, { code: '135790' }]);
  });

  it('does not do the action when the owner cancels', async () => {
    const { user, proof } = await turnOffAfterAnOldProof();
    await user.click(within(proof).getByRole('button', { name: 'Cancel' }));
    expect(await notifications().findByText('Error')).toBeInTheDocument();
    expect(notifications().getByText(PROOF_REQUIRED)).toBeInTheDocument();
    expect(api.json('/api/account/two-factor/disable')).toHaveLength(1);
    expect(api.twoFactor.enabled).toBe(true);
  });
});
