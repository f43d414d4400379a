import { expect, test } from '../support/test';
import { signInAsAdmin } from '../support/api-session';

const notifications = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Notifications (F8)' });

test('an admin edits the Home hero in the Content tab and a visitor sees it on the home page', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=content');
  const hero = page.getByRole('group', { name: 'Home hero' });
  await hero.getByRole('button', { name: 'Edit' }).click();
  const text = `A warm welcome from the founder ${Date.now().toString(36)}`;
  await hero.getByRole('textbox', { name: 'Home hero content' }).fill(text);
  await hero.getByRole('button', { name: 'Save' }).click();
  await expect(notifications(page)).toContainText('Content Updated');
  await expect(hero).toContainText(text);
  await expect(page.getByRole('group', { name: 'About bio' })).toContainText('No bio content set');

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeVisible();
  await expect(visitor.getByText(text)).toBeVisible();
  await visitor.close();
});

test('the admin overview counts and the backgrounds tab', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=overview');
  for (const name of ['Subscribers', 'Contact Messages', 'Blog Posts', 'Products']) {
    await expect(page.getByRole('group', { name })).toBeVisible();
  }
  // the trend is counted from the data (issue 42): the journeys before this one may have added some
  await expect(page.getByRole('group', { name: 'Subscribers' })).toContainText(/\+\d+ from last week|No change/);
  await expect(page.getByRole('group', { name: 'Contact Messages' })).toContainText(/\+\d+ new today|No change/);
  await page.goto('/admin?tab=backgrounds');
  await expect(page.getByText('JPG, PNG up to 5MB').first()).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).first().click();
  await expect(notifications(page)).toContainText(
    "Upload functionality will be available when you're ready to customize your backgrounds.",
  );
});
