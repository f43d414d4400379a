import { signInAsAdmin } from '../support/api-session';
import { buyThroughApi, createProduct, openOrderInAdmin, signInAsCustomer, uploadDigitalFile } from '../support/shop';
import { onSiteDatabase } from '../support/site-database';
import { expect, test, type Page } from '../support/test';

// Issue 50's second look: the owner signed in more than 5 minutes ago refunds an order; the site
// asks for the password again first, then the refund goes on by itself.
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('a refund asks for the password again once the last proof is older than 5 minutes', async ({
  page,
  browser,
  site,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const { email: ownerEmail } = await signInAsAdmin(page);
  const file = await uploadDigitalFile(page, 'guide.txt', `Guide ${id}\n`);
  const guide = await createProduct(page, {
    title: `Second Look Guide ${id}`,
    price: '15',
    digitalFileUrl: file.path,
    digitalFileName: file.originalName,
  });
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const { email } = await signInAsCustomer(customer);
  await buyThroughApi(customer, 15, [guide.id]);
  await customerContext.close();

  // the owner signed in six minutes ago
  await onSiteDatabase(
    site,
    `UPDATE session SET sess = jsonb_set(sess::jsonb, '{provenAt}', to_jsonb($2::bigint))::json
     WHERE sess -> 'passport' ->> 'user' = (SELECT id::text FROM users WHERE email = $1)`,
    [ownerEmail, Date.now() - 6 * 60 * 1000],
  );
  const drawer = await openOrderInAdmin(page, email);
  await drawer.getByRole('button', { name: 'Refund Order' }).click();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();

  const proof = page.getByRole('dialog', { name: "Confirm It's You" });
  await expect(proof).toContainText('For your security, enter your password again before you go on.');
  await proof.getByLabel('Password').fill('not-the-password');
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await expect(proof).toContainText('Your current password is not correct.');
  await proof.getByLabel('Password').fill('e2e-password-1');
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await expect(proof).toBeHidden();
  await expect(notifications(page)).toContainText('Refunded $15 to the buyer’s card.');
  await expect(drawer).toContainText('Refund of $15 done');
});
