import { Secret, TOTP } from 'otpauth';
import { signInAsAdmin } from '../support/api-session';
import { expect, test, type Page } from '../support/test';

// The owner turns two-factor sign-in on from the account's Settings, then signs in with the
// password and a code of the app, and once with a recovery code.

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
  await page.getByRole('button', { name: 'Sign In' }).click();
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

test('the owner turns on two-factor sign-in, then signs in with a code, and with a recovery code', async ({ page }) => {
  const { email } = await signInAsAdmin(page);
  await page.goto('/account?tab=settings');
  const card = page.locator('.ant-card').filter({ hasText: 'Two-Factor Sign-in' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn On Two-Factor Sign-in' });
  await expect(dialog.getByLabel('QR code for your authenticator app')).toBeVisible();
  const key = (await dialog.locator('code').innerText()).replace(/\s/g, '');
  let used = appCode(key, 0);
  await dialog.getByLabel('6-digit code').fill(used.code);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = await codes.getByRole('listitem').first().innerText();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('10 recovery codes left');

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
