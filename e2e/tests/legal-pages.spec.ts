import { signInAsAdmin } from '../support/api-session';
import { createProduct, signInAsCustomer } from '../support/shop';
import { expect, test, type Page } from '../support/test';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('the owner edits the privacy policy, a visitor reads it through the footer, and checkout links the terms', async ({
  page,
  browser,
}) => {
  // the owner adds a line to the privacy policy's starting text in the admin's Legal tab
  await signInAsAdmin(page);
  await page.goto('/admin?tab=legal');
  const editor = page.getByRole('textbox', { name: 'Text' });
  await expect(editor).toContainText('What the site stores');
  await expect(editor).toContainText('{{contactEmail}}');
  const promise = `We answer every privacy question within a week (${Date.now().toString(36)}).`;
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(promise);
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(notifications(page)).toContainText('Page Saved');

  // a visitor follows the footer's link and reads it, with the owner's contact address filled in
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(visitor).toHaveURL('/privacy-policy');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(visitor.getByText(promise)).toBeVisible();
  await expect(visitor.getByText(/^Last updated \w+ \d{2}, \d{4}$/)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'What the site stores' })).toBeVisible();
  await expect(visitor.locator('.legal-page__content')).not.toContainText('{{');
  await expect(visitor).toHaveTitle(/^Privacy Policy · /);
  // the page is served as a page of the site (200), not the 404 page
  expect((await visitor.request.get('/terms-of-service')).status()).toBe(200);

  // at checkout, a customer finds the terms and the refund policy beside the pay button
  const product = await createProduct(page, {
    title: `Legal Check ${Date.now().toString(36)}`,
    type: 'digital',
    price: '19',
  });
  await signInAsCustomer(visitor);
  await visitor.goto(`/checkout?amount=19&products=${product.id}`);
  const pay = visitor.getByRole('button', { name: 'Pay $19.00' });
  await expect(pay).toBeVisible();
  const terms = visitor.getByText('By paying you agree to the Terms of Service and the Refund Policy.');
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  // set apart from the text by more than their colour (axe link-in-text-block)
  for (const name of ['Terms of Service', 'Refund Policy']) {
    await expect(terms.getByRole('link', { name })).toHaveCSS('text-decoration-line', 'underline');
  }
  const opened = visitorContext.waitForEvent('page');
  await terms.getByRole('link', { name: 'Refund Policy' }).click();
  const refundTab = await opened;
  await expect(refundTab.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(refundTab.getByText(/within 14 days/).first()).toBeVisible();
  // the checkout stays as it was in its own tab
  await expect(pay).toBeVisible();
  await visitorContext.close();
});
