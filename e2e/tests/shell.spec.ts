import { expect, test } from '../support/test';

const NAV = [
  { name: 'Home', path: '/', heading: 'Welcome, Friends' },
  { name: 'Blog', path: '/blog', heading: 'Daily Insights Blog' },
  { name: 'Products', path: '/products', heading: 'Professional Products' },
  { name: 'The App', path: '/app', heading: 'Community' },
  { name: 'About', path: '/about', heading: /about/i },
  { name: 'Contact', path: '/contact', heading: 'Get In Touch' },
];

test('the home page welcomes visitors and leads to the blog and the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Latest Blog Posts' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('link', { name: 'Try The App' })).toHaveAttribute('href', '/app');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Login' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  // from the spec's 2025 to this year (issue 27)
  const year = new Date().getFullYear();
  await expect(footer).toContainText(year > 2025 ? `© 2025–${year} ` : '© 2025 ');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  await expect(footer.getByText('Leadership Development')).toBeVisible();
});

test('each navigation link reaches its page and is highlighted there', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of NAV) {
    await nav.getByRole('link', { name: item.name, exact: true }).click();
    await expect(page).toHaveURL(item.path);
    await expect(page.getByRole('heading', { level: 1, name: item.heading }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('aria-current', 'page');
    const others = NAV.filter((o) => o.name !== item.name);
    for (const other of others) {
      await expect(nav.getByRole('link', { name: other.name, exact: true })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('the toggle menu opens, offers the same items and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Mobile menu' });
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Blog', 'Products', 'The App', 'About', 'Contact', 'Login']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL('/products');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Products' })).toBeVisible();
  });
});

test('deep links to every route of the spec open their page', async ({ page }) => {
  const routes: [string, string | RegExp][] = [
    ['/blog/some-post', /Blog post not found\.|Daily Insights Blog/],
    ['/login', /Sign In/i],
    ['/account', /Account|Sign In/i],
    ['/checkout?amount=49&products=1', /Secure Checkout|Sign In/], // a visitor is sent to sign in first
    ['/admin', /Admin|Access Denied|Checking access permissions/i],
    ['/admin-setup', 'Admin Setup'],
    ['/product-manager', /Product Manager|Access Denied/], // an admin page (ARCHITECTURE)
  ];
  for (const [url, heading] of routes) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).first()).toBeVisible();
  }
});

test('the API documentation loads in Swagger UI', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Coach site API').first()).toBeVisible();
  await expect(page.locator('.opblock-summary-path[data-path="/api/health"]')).toBeVisible();
});
