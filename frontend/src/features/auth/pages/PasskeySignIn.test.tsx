import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubPasskeyBrowser } from '../../../test/passkey-browser';
import { makeUser, notifications, PASSKEY_UNKNOWN, setupTestApi } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';

const api = setupTestApi();
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

// Ada's account, with a passkey the stubbed browser holds (credential id cGFzc2tleS0x).
function adaWithPasskey() {
  const ada = makeUser();
  api.accounts.set(ada.email, { ...ada, password: 'secret1' });
  api.passkeys.push({
    id: 1,
    name: 'My laptop',
    createdAt: '2025-06-01T09:00:00.000Z',
    lastUsedAt: null,
    email: ada.email,
    credentialId: 'cGFzc2tleS0x',
  });
  return ada;
}

async function openLogin() {
  const user = setupUser();
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  return { ...view, user };
}

describe('Signing in with a passkey', () => {
  it('signs in with the passkey the browser offers, no address or password typed', async () => {
    const browser = stubPasskeyBrowser();
    adaWithPasskey();
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await notifications().findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(mainNav()).getByText('Welcome, Ada')).toBeInTheDocument();
    expect(browser.get).toHaveBeenCalledTimes(1);
    expect(api.calls('/api/auth/passkey/options')).toHaveLength(1);
    expect(JSON.parse(api.calls('/api/auth/passkey')[0].body).response).toMatchObject({
      id: 'cGFzc2tleS0x',
      type: 'public-key',
    });
  });

  it('says so when the prompt is closed, or the passkey is not known here, and stays on /login', async () => {
    const browser = stubPasskeyBrowser();
    const { user, router } = await openLogin();
    browser.cancel();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await notifications().findByText('The passkey request was cancelled or timed out.')).toBeInTheDocument();
    expect(api.calls('/api/auth/passkey')).toHaveLength(0);
    // no account has this passkey
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await notifications().findByText(PASSKEY_UNKNOWN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('finishes the two-factor code step with "Use a passkey"', async () => {
    stubPasskeyBrowser();
    const ada = adaWithPasskey();
    api.twoFactorCodes.set(ada.email, '135790');
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), ada.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const step = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    await user.click(within(step).getByRole('button', { name: 'Use a passkey' }));
    expect(await notifications().findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('/api/auth/login/code')).toHaveLength(0);
  });
});
