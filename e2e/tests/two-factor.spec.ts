import { Secret, TOTP } from 'otpauth';
import { signInAsAdmin } from '../support/api-session';
import { expect, test, type Page } from '../support/test';

// The owner turns two-factor sign-in on from the account's Settings, then signs in with the
// password and a code of the app, and once with a recovery code; then adds a passkey (Chromium's
// virtual authenticator) and signs in with it alone, and in place of the code.

const PASSWORD = 'e2e-password-1';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

// the authenticator app: the code of the step after `after` at the earliest (a code signs in once)
function appCode(key: string, after: number): { code: string; step: number } {
  const step = Math.max(after + 1, Math.floor(Date.now() / 30_000));
  return { code: new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: step * 30_000 }), step };
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Sign-in' })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(notifications(page)).toContainText('Welcome back!');
  await expect(page).toHaveURL('/');
}

async function signOut(page: Page) {
  await page.goto('/account?tab=settings');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');
}

// Signs a new owner in and turns two-factor sign-in on: the app's key, the step of the code used,
// the first recovery code.
async function ownerWithTwoFactor(page: Page) {
  const { email } = await signInAsAdmin(page);
  await page.goto('/account?tab=settings');
  const card = page.locator('.ant-card').filter({ hasText: 'Two-Factor Sign-in' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn On Two-Factor Sign-in' });
  await expect(dialog.getByLabel('QR code for your authenticator app')).toBeVisible();
  const key = (await dialog.locator('code').innerText()).replace(/\s/g, '');
  const used = appCode(key, 0);
  await dialog.getByLabel('6-digit code').fill(used.code);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = await codes.getByRole('listitem').first().innerText();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('10 recovery codes left');

  return { email, key, used, recovery };
}

test('the owner turns on two-factor sign-in, then signs in with a code, and with a recovery code', async ({ page }) => {
  const turnedOn = await ownerWithTwoFactor(page);
  const { email, key, recovery } = turnedOn;
  let { used } = turnedOn;
  const card = page.locator('.ant-card').filter({ hasText: 'Two-Factor Sign-in' });

  await signOut(page);
  await passwordStep(page, email);
  used = appCode(key, used.step);
  await enterCode(page, used.code);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await signOut(page);
  await passwordStep(page, email);
  await enterCode(page, recovery);
  await page.goto('/account?tab=settings');
  await expect(card).toContainText('9 recovery codes left');
});

// A platform authenticator with user verification (a fingerprint, say), as Chromium emulates it.
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test('the owner with two-factor on signs in with a code, then adds a passkey and signs in with it alone', async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const { email, key, used } = await ownerWithTwoFactor(page);
  await signOut(page);
  await passwordStep(page, email);
  await enterCode(page, appCode(key, used.step).code);

  await page.goto('/account?tab=settings');
  const card = page.locator('.ant-card').filter({ hasText: 'Passkeys' });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Passkey' });
  await dialog.getByLabel('Name').fill('This laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(notifications(page)).toContainText('“This laptop” signs you in from now on.');
  await expect(card.getByRole('list', { name: 'Passkeys' })).toContainText('This laptop');
  await expect(card).toContainText('Never used');

  // the passkey alone: no address, no password, no code
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(notifications(page)).toContainText('Welcome back!');
  await expect(page).toHaveURL('/');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // and in place of the code after the password
  await signOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(notifications(page)).toContainText('Welcome back!');
  await page.goto('/account?tab=settings');
  await expect(card).toContainText('Last used');
});
