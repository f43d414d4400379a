import type { Page } from '@playwright/test';
import { apiPost, uniqueEmail } from './api-session';

// Shop set-up through the API with the page's cookies (support/api-session.ts signs in).

export interface Product {
  id: number;
  type: string;
  title: string;
  price: string;
  imageUrl: string;
}

export interface Order {
  id: number;
  status: string;
  totalAmount: string;
  paymentMethod: string | null;
  items: { productId: number; title: string }[];
}

export interface Download {
  itemId: number;
  orderId: number;
  productId: number;
  title: string;
  fileName: string;
  url: string;
}

export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

// The API's double-submit CSRF token for a multipart write (apiPost sends JSON only).
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/health');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('the API handed out no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': cookie.value };
}

// An admin's upload of a product file: the private reference to save with the product.
export async function uploadDigitalFile(page: Page, name: string, content: string) {
  const response = await page.request.post('/api/upload/digital', {
    headers: await csrfHeaders(page),
    multipart: {
      file: { name, mimeType: 'text/plain', buffer: Buffer.from(content) },
      uploadType: 'digital',
    },
  });
  if (!response.ok()) throw new Error(`upload: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { file: { path: string; originalName: string } }).file;
}

export const createProduct = (page: Page, product: Record<string, unknown>) =>
  apiPost<Product>(page, '/api/products', {
    description: `All about ${String(product.title)}, in a few words.`,
    category: 'Leadership',
    ...product,
  });

// Registers and signs in a customer through the API; the page is then theirs.
export async function signInAsCustomer(page: Page, firstName = 'Casey'): Promise<{ email: string }> {
  const email = uniqueEmail('shopper');
  const password = 'e2e-password-1';
  await apiPost(page, '/api/auth/register', { email, password, firstName, lastName: 'Customer' });
  await apiPost(page, '/api/auth/login', { email, password });
  return { email };
}

// Buys products through the API with the offline provider's test card.
export async function buyThroughApi(page: Page, amount: number, productIds: number[]) {
  const { clientSecret } = await apiPost<{ clientSecret: string }>(page, '/api/create-payment-intent', {
    amount,
    productIds,
  });
  return apiPost<{ status: string }>(page, '/api/payments/offline/confirm', { clientSecret, cardNumber: PAYING_CARD });
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
