import { axeOn, settled } from '../support/axe';
import { expect, test } from '../support/test';

// The default brand colour and the rest of the palette pass WCAG AA contrast (issue 20): axe's
// colour-contrast rule on every public page, for a visitor and for a signed-in customer.
const PUBLIC_PAGES = ['/', '/blog', '/products', '/about', '/contact', '/app', '/login', '/no-such-page'];

async function contrastViolations(page: import('@playwright/test').Page) {
  await settled(page);
  const results = await axeOn(page).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${page.url()}: ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

test('axe finds no colour-contrast issue on the public pages with the default colours', async ({ page }) => {
  const violations: string[] = [];
  for (const pathname of PUBLIC_PAGES) {
    await page.goto(pathname);
    violations.push(...(await contrastViolations(page)));
  }
  expect(violations).toEqual([]);
});
