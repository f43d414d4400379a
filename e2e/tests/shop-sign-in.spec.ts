import type { Browser } from '@playwright/test';
import { registerElsewhere, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { createProduct, type NewProduct, PAYING_CARD, type ProductDto } from '../support/shop';
import { addLessons } from '../support/courses';
import { expect, test, type Page } from '../support/test';

// Buy Now while signed out: the checkout sends the visitor to sign in (spec section 6) and, once
// signed in (with a new account or an existing one), back to the same checkout, same products and
// amount; nothing is lost on the way.

const PASSWORD = 'e2e-password-1';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const productCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

// An admin stocks the shop in a browser context of their own.
async function stockProduct(browser: Browser, product: NewProduct): Promise<ProductDto> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  const created = await createProduct(admin, product);
  // a course is sold once a lesson of it is out
  if (product.type === 'course') await addLessons(admin, created.id, [{ title: 'Welcome' }]);
  await context.close();
  return created;
}

// On /products, signed out: Buy Now ends on /login, which knows the checkout to come back to.
async function buyNowSignedOut(page: Page, product: ProductDto, button: string, checkout: string) {
  await page.goto('/products');
  await productCard(page, product.title).getByRole('link', { name: button }).click();
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ next: checkout })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notifications(page)).toContainText('Welcome back!');
}

async function expectCheckoutOf(page: Page, checkout: string, product: ProductDto, total: string) {
  await expect(page).toHaveURL(checkout);
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products in this order' })).toContainText(product.title);
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
}

test('signed out, Buy Now → create an account, which signs in → back at the same checkout, and pay', async ({
  page,
  browser,
}) => {
  const workbook = await stockProduct(browser, {
    title: `Calm Leader Workbook ${suffix()}`,
    type: 'digital',
    price: '24.50',
  });
  const checkout = `/checkout?amount=24.5&products=${workbook.id}`;
  await buyNowSignedOut(page, workbook, 'Buy Now', checkout);

  // the way back is in the URL: it survives a reload
  await page.reload();
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ next: checkout })}`);

  // creating the account signs it in, and the visitor is on the way back at once
  const email = uniqueEmail('buy-now');
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await page.getByLabel('First Name', { exact: true }).fill('Nora');
  await page.getByLabel('Last Name', { exact: true }).fill('Buyer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(notifications(page)).toContainText('Account Created!');
  await expect(notifications(page)).toContainText('Welcome, Nora! You are signed in.');

  await expectCheckoutOf(page, checkout, workbook, '$24.50');
  await page.getByLabel('Card number').fill(PAYING_CARD);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $24.50' }).click();
  await expect(notifications(page)).toContainText('Payment Successful!');
  await expect(page).toHaveURL('/account?tab=orders');
});

test('signed out, Enroll Now → sign in with an existing account → back at the same checkout', async ({
  page,
  browser,
}) => {
  const course = await stockProduct(browser, {
    title: `Leading Change Course ${suffix()}`,
    type: 'course',
    price: '199',
    students: 12,
  });
  // the account exists already, made in another browser
  const email = uniqueEmail('returning');
  await registerElsewhere(page, { email, password: PASSWORD, firstName: 'Remy', lastName: 'Returning' });

  const checkout = `/checkout?amount=199&products=${course.id}`;
  await buyNowSignedOut(page, course, 'Enroll Now', checkout);
  await signIn(page, email);
  await expectCheckoutOf(page, checkout, course, '$199.00');

  // the sign-in form is no step of the history any more: Back leaves the checkout for the products
  await page.goBack();
  await expect(page).toHaveURL('/products');
});
