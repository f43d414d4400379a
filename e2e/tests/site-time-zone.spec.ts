import { SITE_DEFAULTS } from '@coach/shared';
import type { SaveSiteSettingsDto, SiteSettingsDto } from '../../frontend/src/api/generated-admin';
import { csrfHeaders, signInAsAdmin } from '../support/api-session';
import { getJson } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 42: the owner chooses the site's time zone in Site settings, finding it however they write
// the city; the Analytics tab then reads the site's days.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const DEFAULTS: SaveSiteSettingsDto = { ...SITE_DEFAULTS, timeZone: process.env.PUBLISH_TZ ?? 'UTC' };

test.afterEach(async ({ page }) => {
  const reset = await page.request.put('/api/admin/site', { data: DEFAULTS, headers: await csrfHeaders(page) });
  expect(reset.ok(), await reset.text()).toBe(true);
});

test('the owner finds Los Angeles however it is written, saves it, and the site runs on its clock', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=site');
  const zone = page.locator('form#site-settings').getByRole('combobox', { name: 'Time zone' });
  for (const search of ['Los_Angeles', 'los angeles', 'Los Angeles']) {
    await zone.click();
    await page.keyboard.type(search);
    await expect(openDropdown(page).getByTitle('America/Los Angeles')).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await zone.click();
  await page.keyboard.type('Los_Angeles');
  await openDropdown(page).getByTitle('America/Los Angeles').click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(notifications(page)).toContainText('Site Settings Saved');

  const settings = await getJson<SiteSettingsDto>(page, '/api/admin/site');
  expect(settings.timeZone).toBe('America/Los_Angeles');

  // the Analytics tab's "Today" is the site's day in Los Angeles
  const losAngelesToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  await page.goto('/admin?tab=analytics');
  await page.getByRole('radiogroup', { name: 'Period' }).getByText('Today').click();
  await expect
    .poll(async () => {
      const asked = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.includes('/api/admin/analytics/summary')),
      );
      return asked.at(-1);
    })
    .toContain(`from=${losAngelesToday}&to=${losAngelesToday}`);
});
