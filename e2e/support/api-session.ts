import type { Page } from '@playwright/test';
import type { LoginDto, MakeAdminDto, RegisterDto } from '../../frontend/src/api/generated';
import type { BlogPostDto, SaveBlogPostDto } from '../../frontend/src/api/generated-admin';
import { confirmationLink, isConfirmation, waitForMail } from './mailbox';

// The stack's admin secret (support/stack.mjs).
export const ADMIN_SECRET = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';

// The API's double-submit CSRF token: any API read hands out the cookie, writes echo it in a header.
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/health');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('the API handed out no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': cookie.value };
}

// A write to the API with the page's cookies (page.request shares the browser context's jar).
export async function apiPost<T = unknown>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: await csrfHeaders(page) });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

// Subscribes `email` to the daily e-mail and clicks the link in its confirmation mail (double
// opt-in): from then on it receives the posts.
export async function subscribeConfirmed(page: Page, email: string): Promise<void> {
  await apiPost(page, '/api/subscribe', { email });
  const confirmed = await page.request.get(confirmationLink(await waitForMail(email, isConfirmation)));
  if (confirmed.status() !== 200) throw new Error(`confirming ${email}: ${confirmed.status()}`);
}

// Registers an account through the API in another browser context, which then signs out and
// closes: registering signs in whoever registers, and `page`'s cookies stay as they were (an
// anonymous visitor stays one) with no session of the account left behind.
export async function registerElsewhere(page: Page, account: RegisterDto): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('registerElsewhere needs a page of a launched browser');
  const elsewhere = await browser.newContext();
  try {
    const there = await elsewhere.newPage();
    await apiPost(there, '/api/auth/register', account);
    const out = await there.request.post('/api/auth/logout', { headers: await csrfHeaders(there) });
    if (!out.ok()) throw new Error(`POST /api/auth/logout: ${out.status()} ${await out.text()}`);
  } finally {
    await elsewhere.close();
  }
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

// Signs up, signs in and grants admin rights through the API; the page is then an admin's.
export async function signInAsAdmin(page: Page): Promise<{ email: string }> {
  const email = uniqueEmail('blog-admin');
  const password = 'e2e-password-1';
  await apiPost(page, '/api/auth/register', {
    email,
    password,
    firstName: 'Blog',
    lastName: 'Admin',
  } satisfies RegisterDto);
  await apiPost(page, '/api/auth/login', { email, password } satisfies LoginDto);
  await apiPost(page, '/api/make-admin', { email, adminSecret: ADMIN_SECRET } satisfies MakeAdminDto);
  return { email };
}

// A post with the given title and publication; excerpt, content and category have defaults.
type NewPost = Partial<SaveBlogPostDto> & Required<Pick<SaveBlogPostDto, 'title' | 'published'>>;

export function createPost(page: Page, post: NewPost): Promise<BlogPostDto> {
  return apiPost<BlogPostDto>(page, '/api/admin/blog-posts', {
    excerpt: `What "${post.title}" is about.`,
    content: `<p>The words of ${post.title}.</p>`,
    category: 'Business',
    ...post,
  } satisfies SaveBlogPostDto);
}
