import type { Browser } from '@playwright/test';
import type { LoginDto } from '../../frontend/src/api/generated';
import { apiPost, registerElsewhere, uniqueEmail } from '../support/api-session';
import { waitForMail } from '../support/mailbox';
import { expect, test, type Page } from '../support/test';

// A customer's own account: forgotten password, confirming the address, Edit Profile, Change
// Password and the signed-in devices, with the mails read from the stack's mailbox.

const PASSWORD = 'e2e-password-1';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// the link to `path` in a mail's text part
function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  return link;
}

// An account made through the API; the page stays signed out, to sign in through the form.
async function registerByApi(page: Page, prefix: string, firstName = 'Nora'): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerElsewhere(page, { email, password: PASSWORD, firstName, lastName: 'Quinn' });
  return email;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notifications(page)).toContainText('Welcome back!');
  await expect(page).toHaveURL('/');
}

// Another browser of the same visitor (its own cookies), signed in through the API.
async function otherDevice(browser: Browser, email: string, password = PASSWORD) {
  const other = await (await browser.newContext()).newPage();
  await apiPost(other, '/api/auth/login', { email, password } satisfies LoginDto);
  return other;
}

const signedInThere = async (other: Page) => (await other.request.get('/api/auth/user')).status() === 200;

test('forgot password: a link by mail, a new password, then signing in with it', async ({ page }) => {
  const email = await registerByApi(page, 'forgot');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const mail = await waitForMail(email, 'Reset your password');
  await page.goto(linkIn(mail.text, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('a-new-password-2');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password Changed')).toBeVisible();
  await expect(await waitForMail(email, 'Your password was changed')).toBeTruthy();

  // the link worked once
  await page.reload();
  await expect(page.getByText('This link cannot be used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toBeVisible();

  await signIn(page, email, 'a-new-password-2');
  await expect(mainNav(page).getByText('Welcome, Nora')).toBeVisible();
});

test('a new account confirms its address from the mail, and the banner goes', async ({ page }) => {
  const email = await registerByApi(page, 'confirm');
  await signIn(page, email);
  await page.goto('/account');
  const banner = page.getByRole('alert').filter({ hasText: 'Please confirm your email address' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Send again' }).click();
  await expect(notifications(page)).toContainText(`We have sent a new confirmation link to ${email}.`);

  const mail = await waitForMail(email, 'Confirm your e-mail address');
  await page.goto(linkIn(mail.text, '/confirm-email'));
  await expect(page.getByText('Email Confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Please confirm your email address')).toHaveCount(0);
});

test('Change Password keeps this device signed in and signs the others out', async ({ page, browser }) => {
  const email = await registerByApi(page, 'change-pw');
  await signIn(page, email);
  const laptop = await otherDevice(browser, email);
  await page.goto('/account?tab=settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill(PASSWORD);
  await dialog.getByLabel('New Password', { exact: true }).fill('changed-password-3');
  await dialog.getByLabel('Confirm New Password').fill('changed-password-3');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(notifications(page)).toContainText('Password Changed');

  await expect.poll(() => signedInThere(laptop)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await waitForMail(email, 'Your password was changed');
  await laptop.context().close();
});

test('Edit Profile changes the name at once and the e-mail once the new address is confirmed', async ({ page }) => {
  const email = await registerByApi(page, 'profile');
  const newEmail = uniqueEmail('profile-new');
  await signIn(page, email);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('First Name').fill('Noemi');
  await dialog.getByLabel('Email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notifications(page)).toContainText('Check Your Inbox');
  await expect(page.getByText('Welcome back, Noemi!')).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}`)).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(email);

  const mail = await waitForMail(newEmail, 'Confirm your new e-mail address');
  await page.goto(linkIn(mail.text, '/confirm-email'));
  await expect(page.getByText('Email Confirmed')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('tabpanel')).toContainText(newEmail);
  await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);
  const told = await waitForMail(email, 'Your e-mail address was changed');
  expect(told.text).toContain(newEmail);
});

test('the Settings tab lists the signed-in devices and signs out everywhere else', async ({ page, browser }) => {
  const email = await registerByApi(page, 'devices');
  await signIn(page, email);
  const phone = await otherDevice(browser, email);
  await page.goto('/account?tab=settings');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText('This device');
  // the User-Agent of Playwright's "Desktop Chrome" (playwright.config.ts), read for people
  await expect(devices.getByRole('listitem').first()).toContainText(/Chrome \d+ on Windows/);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(notifications(page)).toContainText('1 other device was signed out.');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect(await signedInThere(phone)).toBe(false);
  expect(await signedInThere(page)).toBe(true);
  await phone.context().close();
});
