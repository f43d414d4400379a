import { readFileSync } from 'node:fs';
import type { AccountExportDto, LoginDto, RegisterDto } from '../../frontend/src/api/generated';
import { apiPost, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { waitForMail } from '../support/mailbox';
import { buyThroughApi, createProduct, uploadDigitalFile } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// What a customer decides about their own data on the Settings tab: the e-mail preferences (and
// the product announcement they bring), the data export, and deleting the account.

const PASSWORD = 'e2e-password-1';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const settingsRow = (page: Page, title: string) =>
  page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });

// A customer signed in through the API, the address confirmed from its mail when asked.
async function customer(page: Page, prefix: string, confirmed = true): Promise<string> {
  const email = uniqueEmail(prefix);
  await apiPost(page, '/api/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Iris',
    lastName: 'Vale',
  } satisfies RegisterDto);
  if (confirmed) {
    const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(
      (await waitForMail(email, 'Confirm your e-mail address')).text,
    );
    await page.goto(link![0]);
    await expect(page.getByText('Email Confirmed')).toBeVisible();
  }
  await apiPost(page, '/api/auth/login', { email, password: PASSWORD } satisfies LoginDto);
  return email;
}

async function switchList(page: Page, title: string, label: string, toast: string) {
  await settingsRow(page, title).getByRole('button', { name: 'Manage' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('switch', { name: label }).click();
  await expect(notifications(page)).toContainText(toast);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('Email Preferences: a customer joins both lists, hears of a new product, and leaves with its one-click link', async ({
  page,
  browser,
}) => {
  const email = await customer(page, 'preferences');
  await page.goto('/account?tab=settings');
  await expect(settingsRow(page, 'Daily Blog Posts')).toContainText('Off');

  await switchList(page, 'Daily Blog Posts', 'Send me the daily blog e-mail', 'Subscribed');
  await expect(settingsRow(page, 'Daily Blog Posts')).toContainText('On');
  await switchList(
    page,
    'Product Updates',
    'Tell me about new products',
    `News of each new product is e-mailed to ${email}.`,
  );
  await expect(settingsRow(page, 'Product Updates')).toContainText('On');

  // the owner ticks "Tell subscribers to product updates" in the product manager
  const owner = await (await browser.newContext()).newPage();
  await signInAsAdmin(owner);
  await owner.goto('/product-manager');
  const title = `Field Guide ${Date.now()}`;
  await owner.getByLabel('Title').fill(title);
  await owner.getByLabel('Description', { exact: true }).fill('A pocket guide to calm decisions, 40 pages.');
  await owner.getByLabel('Price').fill('12');
  await owner.getByLabel('Category').fill('Guides');
  await owner.getByRole('checkbox', { name: 'Tell subscribers to product updates' }).check();
  await owner.getByRole('button', { name: 'Create Product' }).click();
  await expect(notifications(owner)).toContainText('Subscribers to product updates are being told.');
  await owner.context().close();

  const mail = await waitForMail(email, `New: ${title}`);
  expect(mail.text).toContain('Price: $12');
  expect(mail.text).toMatch(/See it in the shop: http:\/\/\S+\/products/);
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /^<(.+)>$/.exec(mail.header('List-Unsubscribe') ?? '')?.[1];
  expect(unsubscribe).toMatch(/\/api\/product-updates\/unsubscribe\?token=/);

  // the link asks first, then unsubscribes; the account page says so
  await page.goto(unsubscribe!);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from product updates?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await page.goto('/account?tab=settings');
  await expect(settingsRow(page, 'Product Updates')).toContainText('Off');
  await expect(settingsRow(page, 'Daily Blog Posts')).toContainText('On');
});

test('Download Account Data saves a JSON file of the account, its orders and files, without secrets', async ({
  page,
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await signInAsAdmin(owner);
  const file = await uploadDigitalFile(owner, 'notes.txt', 'NOTES');
  const title = `Session Notes ${Date.now()}`;
  const product = await createProduct(owner, {
    title,
    price: '7',
    digitalFileUrl: file.path,
    digitalFileName: 'notes.txt',
  });
  await owner.context().close();

  const email = await customer(page, 'export');
  await buyThroughApi(page, 7, [product.id]);
  await page.goto('/account?tab=settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Account Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(notifications(page)).toContainText('Account Data Downloaded');

  const text = readFileSync((await download.path())!, 'utf8');
  const data = JSON.parse(text) as AccountExportDto;
  expect(data.profile).toMatchObject({ email, firstName: 'Iris', lastName: 'Vale', emailConfirmed: true });
  expect(data.orders).toHaveLength(1);
  expect(data.orders[0]).toMatchObject({ status: 'completed', totalAmount: '$7' });
  expect(data.orders[0].items[0]).toMatchObject({ title, price: '$7', quantity: 1 });
  expect(data.downloads).toEqual([expect.objectContaining({ title, fileName: 'notes.txt' })]);
  expect(data.devices.some((d) => d.current)).toBe(true);
  expect(text).not.toMatch(/password_?hash|token|secret|signature|\$argon2/i);
});

test('Delete Account asks for the password, then the customer is home, signed out, and the account is gone', async ({
  page,
}) => {
  const email = await customer(page, 'delete');
  await page.goto('/account?tab=settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog).toContainText('The password is not correct. Your account was not deleted.');

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(notifications(page)).toContainText('Account Deleted');
  await expect(notifications(page)).toContainText('Your account has been deleted.');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

  // the password opens nothing any more
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notifications(page)).toContainText('Login Failed');
});
