import { expect, type Page } from '@playwright/test';
import type {
  ClientSecretDto,
  CreatePaymentIntentDto,
  CreateProductDto,
  LoginDto,
  OfflineConfirmDto,
  OfflineConfirmResultDto,
  ProductDto,
  UploadDigitalResponseDto,
} from '../../frontend/src/api/generated';
import { apiPost, csrfHeaders, registerElsewhere, uniqueEmail } from './api-session';

// Shop set-up through the API with the page's cookies (support/api-session.ts signs in). Types are
// the SPA's generated client's, made from the API's OpenAPI document.
export type { DownloadDto, OrderDto, ProductDto } from '../../frontend/src/api/generated';

export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

// An admin's upload of a product file (multipart: apiPost sends JSON only): the private reference
// to save with the product.
export async function uploadDigitalFile(page: Page, name: string, content: string) {
  const response = await page.request.post('/api/upload/digital', {
    headers: await csrfHeaders(page),
    multipart: {
      file: { name, mimeType: 'text/plain', buffer: Buffer.from(content) },
      uploadType: 'digital',
    },
  });
  if (!response.ok()) throw new Error(`upload: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as UploadDigitalResponseDto).file;
}

// A product; description and category have defaults.
export type NewProduct = Omit<CreateProductDto, 'description' | 'category'> & Partial<CreateProductDto>;

// In the shop: one created as a draft (a course) is published at once, as its owner does when ready.
export async function createProduct(page: Page, product: NewProduct): Promise<ProductDto> {
  const created = await apiPost<ProductDto>(page, '/api/products', {
    description: `All about ${product.title}, in a few words.`,
    category: 'Leadership',
    ...product,
  } satisfies CreateProductDto);
  return created.draft ? apiPost<ProductDto>(page, `/api/products/${created.id}/unarchive`, {}) : created;
}

// Registers a customer through the API in a browser context of its own (registering signs that
// one in), so the page stays the anonymous visitor it was: their e-mail and password.
export async function registerCustomer(page: Page, firstName = 'Casey'): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('shopper');
  const password = 'e2e-password-1';
  await registerElsewhere(page, { email, password, firstName, lastName: 'Customer' });
  return { email, password };
}

// Registers and signs in a customer through the API; the page is then theirs.
export async function signInAsCustomer(page: Page, firstName = 'Casey'): Promise<{ email: string }> {
  const { email, password } = await registerCustomer(page, firstName);
  await apiPost(page, '/api/auth/login', { email, password } satisfies LoginDto);
  return { email };
}

// Buys products through the API with the offline provider's test card.
export async function buyThroughApi(page: Page, amount: number, productIds: number[]) {
  const { clientSecret } = await apiPost<ClientSecretDto>(page, '/api/create-payment-intent', {
    amount,
    productIds,
  } satisfies CreatePaymentIntentDto);
  return apiPost<OfflineConfirmResultDto>(page, '/api/payments/offline/confirm', {
    clientSecret,
    cardNumber: PAYING_CARD,
  } satisfies OfflineConfirmDto);
}

// Pays on the checkout page with the test card; the customer lands on their orders.
export async function payWithTestCard(page: Page, total: string, landsOn = '/account?tab=orders') {
  await page.getByLabel('Card number').fill(PAYING_CARD);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(landsOn);
}

// Opens the order a search finds (a buyer's e-mail, an item) in the admin's Orders tab: its drawer.
export async function openOrderInAdmin(owner: Page, search: string) {
  await owner.goto('/admin?tab=orders');
  // the list as the search leaves it: a click on the list before it could land on the loading mask
  // the search puts over it a moment later (on a busy machine), and open nothing
  const searched = owner.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/admin/orders' && url.searchParams.get('search') === search;
  });
  await owner.getByRole('searchbox', { name: 'Search orders by number, buyer or item' }).fill(search);
  await searched;
  // the row of the search's order (the list before the search has the others too)
  await owner
    .getByRole('row')
    .filter({ hasText: search })
    .getByRole('button', { name: /^Open order #\d+$/ })
    .click();
  return owner.getByRole('dialog');
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
