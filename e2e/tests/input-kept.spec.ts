import type { Browser } from '@playwright/test';
import type { RegisterDto } from '../../frontend/src/api/generated';
import { apiPost, uniqueEmail } from '../support/api-session';
import { expect, test, type Page } from '../support/test';

// Issue 27: a page, once shown, keeps what the visitor typed. Each visitor is a fresh browser (the
// next page's chunk not yet downloaded) on a mobile network's round trip, follows a link inside the
// SPA and types as soon as the field is visible, waiting for nothing else. While the next page
// loaded, the previous one used to stay on screen under the new address: typing went into it and
// was gone when the page arrived (in 4 of 8 visits, the issue says; here on loopback, without the
// round trip, the page often came before the first key).
const ROUND_TRIP_MS = 150;

const PASSWORD = 'e2e-password-1';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

// Visible, then typed key by key; the field still holds it afterwards.
async function typeAtOnce(page: Page, label: string, text: string) {
  const field = page.getByRole('main').getByLabel(label, { exact: true });
  await expect(field).toBeVisible();
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

// `count` visitors at once (each a browser context of its own, as readers of one newsletter come):
// their pages arrive no sooner than one after another would, so what each asserts is as strict, and
// the wait is one visitor's round trips rather than all of theirs.
function visitorsAtOnce(browser: Browser, count: number, journey: (page: Page, visitor: number) => Promise<void>) {
  return Promise.all(Array.from({ length: count }, (_, i) => asNewVisitor(browser, (page) => journey(page, i + 1))));
}

async function asNewVisitor(browser: Browser, journey: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const network = await context.newCDPSession(page);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: ROUND_TRIP_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await journey(page);
  } finally {
    await context.close();
  }
}

test('8 visitors follow "Forgot password?" from /login, type their address at once and get the answer', async ({
  browser,
}) => {
  await visitorsAtOnce(browser, 8, async (page, visitor) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await typeAtOnce(page, 'Email', uniqueEmail(`forgot-${visitor}`));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your inbox'), `visitor ${visitor}`).toBeVisible();
  });
});

test('visitors reach the sign-in form from the navigation bar and from "Back to Sign In" and sign in at once', async ({
  browser,
  page,
}) => {
  const email = uniqueEmail('typing-at-once');
  await apiPost(page, '/api/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Iris',
    lastName: 'Quick',
  } satisfies RegisterDto);
  const ways = [
    { from: '/', link: (p: Page) => p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }) },
    { from: '/forgot-password', link: (p: Page) => p.getByRole('link', { name: 'Back to Sign In' }) },
  ];
  await Promise.all(
    ways.map((way) =>
      visitorsAtOnce(browser, 3, async (visitorPage, visitor) => {
        await visitorPage.goto(way.from);
        await way.link(visitorPage).click();
        await typeAtOnce(visitorPage, 'Email', email);
        await typeAtOnce(visitorPage, 'Password', PASSWORD);
        await visitorPage.getByRole('button', { name: 'Sign In', exact: true }).click();
        await expect(notifications(visitorPage), `${way.from}, visitor ${visitor}`).toContainText('Welcome back!');
      }),
    ),
  );
});

test('visitors open Contact from the navigation bar, type at once and the message is sent', async ({ browser }) => {
  await visitorsAtOnce(browser, 3, async (page, visitor) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await typeAtOnce(page, 'Full Name', 'Ada Lovelace');
    await typeAtOnce(page, 'Email Address', uniqueEmail(`contact-${visitor}`));
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Other');
    await typeAtOnce(page, 'Message', 'A question typed the moment the page appeared.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(notifications(page), `visitor ${visitor}`).toContainText('Message Sent!');
  });
});
