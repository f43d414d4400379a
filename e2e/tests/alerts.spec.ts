import { adminSection } from '../support/admin';
import { csrfHeaders, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { waitForMail } from '../support/mailbox';
import { expect, test } from '../support/test';

// Issue 42: the owner sees on the Overview where alerts go, sets the address in the Site tab and
// sends a test mail that arrives there.

// the journeys share one site: the stack's OWNER_EMAIL applies again afterwards
test.afterEach(async ({ page }) => {
  const reset = await page.request.put('/api/admin/alerts', {
    data: { notificationEmail: null },
    headers: await csrfHeaders(page),
  });
  expect(reset.ok(), await reset.text()).toBe(true);
});

test('the owner sets where alerts go, sees it on the Overview and gets a test mail there', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const line = page.getByRole('group', { name: 'Alerts' });
  await expect(line).toHaveText('Alerts go to owner@coach.test — change');
  await line.getByRole('link', { name: 'change' }).click();

  const address = uniqueEmail('alerts');
  const card = page.getByRole('region', { name: 'Alerts' });
  await card.getByLabel('Notification e-mail').fill(address);
  await card.getByRole('button', { name: 'Save Notification E-mail' }).click();
  await expect(card).toContainText(`Alerts are e-mailed to ${address} (the address set here).`);

  await card.getByRole('button', { name: 'Send a test mail' }).click();
  const mail = await waitForMail(address, (m) => m.subject.startsWith('Test alert from'));
  expect(mail.text).toContain('alerts reach this address');

  await adminSection(page, 'Overview').click();
  await expect(page.getByRole('group', { name: 'Alerts' })).toHaveText(`Alerts go to ${address} — change`);
});
