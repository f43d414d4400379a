import path from 'node:path';
import { SITE_DEFAULTS } from '@coach/shared';
import type { SaveSiteSettingsDto } from '../../frontend/src/api/generated-admin';
import { createPost, csrfHeaders, signInAsAdmin, subscribeConfirmed, uniqueEmail } from '../support/api-session';
import { waitForMail } from '../support/mailbox';
import { expect, test, type Page } from '../support/test';

// The owner makes the site theirs in the admin's Site tab (issue 20): a new name, their photo and
// their contact details show on every public page, the contact card and the daily blog e-mail.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

// What a fresh site starts with (the app's defaults, the migration's row, on PUBLISH_TZ's clock); put
// back after the journey, because the journeys share one site.
const DEFAULTS: SaveSiteSettingsDto = { ...SITE_DEFAULTS, timeZone: process.env.PUBLISH_TZ ?? 'UTC' };

test.afterEach(async ({ page }) => {
  const headers = await csrfHeaders(page);
  await page.request.delete('/api/admin/site/images/photo', { headers });
  const reset = await page.request.put('/api/admin/site', { data: DEFAULTS, headers });
  expect(reset.ok(), await reset.text()).toBe(true);
});

test('the owner renames the site, adds a photo and contact details, and sees them everywhere', async ({ page }) => {
  await signInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const siteName = `Maya Lind Coaching ${suffix}`;
  const post = await createPost(page, { title: `A post of ${suffix}`, published: true });

  // the Site tab, filled in as the owner would
  await page.goto('/admin?tab=site');
  const form = page.locator('form#site-settings');
  await form.getByLabel('Site name', { exact: true }).fill(siteName);
  await form.getByLabel('Your name').fill('Maya Lind');
  await form.getByLabel('Contact e-mail').fill('maya@lind-coaching.example');
  await form.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0958');
  await form.getByLabel('Location', { exact: true }).fill('London, UK');
  await form.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/maya-lind');
  await form.getByLabel('Sender name').fill('Maya from Lind Coaching');
  await form.getByLabel('Postal address').fill('12 Example Street, London N1 9GU, UK');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(notifications(page)).toContainText('Site Settings Saved');

  await page
    .getByLabel('Photo file', { exact: true })
    .setInputFiles(path.join(__dirname, '../fixtures/coach-portrait.jpg'));
  const preview = page.getByRole('img', { name: 'Current Photo' });
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/site\/.+\.jpg$/);

  // every public page carries the new name: navbar, footer and the browser tab's title
  for (const pathname of ['/', '/blog', `/blog/${post.slug}`, '/products', '/about', '/contact', '/app', '/login']) {
    await page.goto(pathname);
    await expect(page.getByRole('banner').getByRole('link', { name: siteName })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`${siteName}. All rights reserved.`);
    await expect(page).toHaveTitle(new RegExp(siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }

  // the founder's photo and name on the home hero and the About page
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Maya Lind' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('img', { name: 'Maya Lind' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Maya Lind');

  // the contact card and the social link
  await page.goto('/contact');
  const card = page.getByRole('region', { name: 'Contact Information' });
  await expect(card.getByRole('link', { name: 'maya@lind-coaching.example' })).toHaveAttribute(
    'href',
    'mailto:maya@lind-coaching.example',
  );
  await expect(card.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
  await expect(card).toContainText('London, UK');
  await expect(page.getByRole('link', { name: 'LinkedIn' }).first()).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/maya-lind',
  );
  await expect(page.locator('a[href="#"]')).toHaveCount(0);

  // the daily blog e-mail: sender name, the site's name in its header, the postal address in its footer
  const reader = uniqueEmail('reader');
  await subscribeConfirmed(page, reader);
  const mailed = await createPost(page, { title: `After the rename ${suffix}`, published: true });
  const mail = await waitForMail(reader, (m) => m.subject.includes(mailed.title));
  expect(mail.subject).toContain(mailed.title);
  expect(mail.header('From')).toContain('Maya from Lind Coaching');
  expect(mail.html).toContain(siteName);
  expect(mail.html).toContain('12 Example Street, London N1 9GU, UK');
  expect(mail.text).toContain(siteName);
  expect(mail.text).toContain('12 Example Street, London N1 9GU, UK');
});
