import { expect, test } from '../support/test';

// A public page arrives rendered and styled (backend modules/pages): its content in place (never
// moved to the end of the page behind an inline script, which the CSP blocks), its styles inline
// in the head (the page's own too, or it shows unstyled and moves when they come), and it hydrates
// without an error in the console.
const PAGES = ['/', '/blog', '/products', '/about', '/contact'];

test('public pages arrive whole: content in place and styles inline, no inline script', async ({ request }) => {
  for (const url of PAGES) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<div id="root"><div class="app-shell">');
    expect(html, url).not.toMatch(/<script>|<template/);
    expect(html, url).toMatch(/<style>[^]+?<\/style>/);
    // the stylesheets left are the inlined ones, marked for the chunk loader and never fetched
    expect(html, url).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the about page shows its content with the page's own styles", async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
    // a rule of AboutPage.css, the lazy page's stylesheet
    await expect(page.locator('.about-story')).toHaveCSS('display', 'grid');
  });
});

test('public pages hydrate without an error in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const url of PAGES) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
