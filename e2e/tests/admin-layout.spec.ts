import { ADMIN_SECTIONS } from '../../frontend/src/features/admin/admin-sections';
import { adminNav, adminSection } from '../support/admin';
import { signInAsAdmin } from '../support/api-session';
import { expect, test } from '../support/test';

// Issue 42: the admin's fourteen sections in groups, none folded into a "…" menu at any width,
// each at its own address; and the weekly hours as a row a day.
const SECTIONS = ADMIN_SECTIONS.map(({ key, label }) => [label, key]);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test('at 1,280 px every admin section is shown in the navigation beside it, and Back returns', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=orders');
  for (const [name] of SECTIONS) await expect(adminSection(page, name)).toBeVisible();
  await expect(page.locator('.ant-tabs-nav-more')).toHaveCount(0);
  await expect(adminSection(page, 'Orders')).toHaveAttribute('aria-current', 'page');

  await adminSection(page, 'Analytics').click();
  await expect(page).toHaveURL('/admin?tab=analytics');
  await expect(adminSection(page, 'Analytics')).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL('/admin?tab=orders');
  await expect(adminSection(page, 'Orders')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Orders' })).toBeVisible();
});

test('on a phone every admin section is reached from the Sections menu, each at its own address', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  const toggle = adminNav(page).getByRole('button', { name: /^Sections:/ });
  await expect(toggle).toHaveText('Sections: Overview');
  for (const [name, key] of SECTIONS) {
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Admin sections' });
    await expect(drawer.getByRole('link')).toHaveCount(SECTIONS.length);
    await drawer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(`/admin?tab=${key}`);
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveText(`Sections: ${name}`);
  }
  // the page is no wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Back: the section opened before the last one
  const [before, beforeKey] = SECTIONS.at(-2)!;
  await page.goBack();
  await expect(page).toHaveURL(`/admin?tab=${beforeKey}`);
  await expect(toggle).toHaveText(`Sections: ${before}`);
});

test('the weekly hours at 1,280 px: a row a day, under 1,000 px tall with two stretches every day', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=bookings');
  await page.getByRole('tab', { name: 'Availability' }).click();
  const week = page.getByRole('region', { name: 'Weekly hours' });
  await expect(week.getByRole('group', { name: 'Sunday' })).toBeVisible();
  // two stretches a day, added in the form (nothing is saved)
  for (const day of WEEKDAYS) {
    const froms = week.getByLabel(new RegExp(`^${day} hours \\d from$`));
    for (let count = await froms.count(); count < 2; count += 1) {
      await week.getByRole('button', { name: `Add hours on ${day}` }).click();
      await expect(froms).toHaveCount(count + 1);
    }
  }
  const box = (await week.boundingBox())!;
  expect(box.height).toBeLessThan(1000);
  // each day's stretches side by side on its row
  const monday = week.getByRole('group', { name: 'Monday' });
  const [first, second] = [monday.getByLabel('Monday hours 1 from'), monday.getByLabel('Monday hours 2 from')];
  expect((await second.boundingBox())!.y).toBe((await first.boundingBox())!.y);
});
