import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { motionless } from './motion';

// What axe checks: WCAG 2.0 and 2.1, A and AA, and its best practices; what fails a journey.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING = new Set(['serious', 'critical']);

// The page has its content: its chunk, the site settings and its data are in, nothing is loading.
export async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('.page-fallback, .skeleton, .ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

// axe's serious and critical findings on the page as it is now, each element as a readable block:
//   /products: serious aria-prohibited-attr (Elements must only use permitted ARIA attributes)
//     at .product-card__rating
//     <span class="product-card__rating" aria-label="Rated 4.5 out of 5">
//     Fix all of the following: …
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // axe reads colours as they are drawn: a toast fading in or out would fail the contrast check
  await motionless(page);
  const { violations } = await axeOn(page).withTags(TAGS).analyze();
  const indent = (text: string) => text.replace(/\n/g, '\n    ');
  return violations
    .filter((rule) => FAILING.has(rule.impact ?? ''))
    .flatMap((rule) =>
      rule.nodes.map((node) =>
        [
          `${where}: ${rule.impact} ${rule.id} (${rule.help})`,
          `at ${node.target.join(' ')}`,
          node.html.slice(0, 300),
          indent(node.failureSummary ?? rule.helpUrl),
        ].join('\n    '),
      ),
    );
}

// axe for the page, gathering only violations, the one result the journeys read. It runs in the page
// itself (its legacy mode) unless the page has frames: the default mode reads each frame apart and
// joins the results in a page of its own, a fresh renderer for every check, at twice the CPU for the
// same findings on a page without frames (compared on eight of the site's pages: the same rules
// passed, failed and left incomplete, on the same elements).
export function axeOn(page: Page): AxeBuilder {
  const framed = page.frames().length > 1;
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(!framed);
}
