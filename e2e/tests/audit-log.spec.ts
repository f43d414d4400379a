import { readFile } from 'node:fs/promises';
import { adminSection } from '../support/admin';
import { csrfHeaders, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { expect, test } from '../support/test';

// Issue 50: the owner changes where alerts go, then finds that change in Admin → Audit log with
// who made it and the address before and after, narrows the log with its filters and downloads it.

// the journeys share one site: the stack's OWNER_EMAIL applies again afterwards
test.afterEach(async ({ page }) => {
  const reset = await page.request.put('/api/admin/alerts', {
    data: { notificationEmail: null },
    headers: await csrfHeaders(page),
  });
  expect(reset.ok(), await reset.text()).toBe(true);
});

test('the owner finds a change in the audit log, before and after, filters it and downloads it', async ({ page }) => {
  const { email } = await signInAsAdmin(page);
  await page.goto('/admin?tab=site');
  const address = uniqueEmail('audited-alerts');
  const card = page.getByRole('region', { name: 'Alerts' });
  await card.getByLabel('Notification e-mail').fill(address);
  await card.getByRole('button', { name: 'Save Notification E-mail' }).click();
  await expect(card).toContainText(`Alerts are e-mailed to ${address} (the address set here).`);

  await adminSection(page, 'Audit log').click();
  await expect(page).toHaveURL('/admin?tab=audit-log');
  const log = page.getByRole('region', { name: 'Audit log' });
  // the journeys share one site: this owner's actions alone
  await log.getByRole('searchbox', { name: 'Search the audit log by who acted' }).fill(email);
  const entry = log.getByRole('row').filter({ hasText: 'PUT /api/admin/alerts' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Blog Admin <${email}>`);
  await expect(entry).toContainText('alert_settings');
  await entry.getByText('PUT /api/admin/alerts').click();
  await expect(log.getByText('Changed alert_settings #1')).toBeVisible();
  // the field, before → after: none set, then the address
  await expect(log.getByRole('row', { name: `notification_email null ${address}`, exact: true })).toBeVisible();

  await log.getByRole('combobox', { name: 'Table changed' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('alert_settings').click();
  await log.getByRole('textbox', { name: 'Action contains' }).fill('/api/admin/alerts');
  await expect(log.getByRole('row').filter({ hasText: '/api/admin/' })).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await log.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('at,actor,actor_user_id,api_key_id,ip,action,note,table,row_id,operation,before,after');
  expect(lines.slice(1)).toEqual([expect.stringContaining(`PUT /api/admin/alerts,,alert_settings,1,UPDATE`)]);
  expect(lines[1]).toContain(address);
});
