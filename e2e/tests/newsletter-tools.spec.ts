import { adminSection } from '../support/admin';
import { expect, test, type Page } from '../support/test';
import { signInAsAdmin, subscribeConfirmed, uniqueEmail } from '../support/api-session';
import { waitForMail } from '../support/mailbox';

// The daily e-mail in the blog editor (features/blog/admin): preview, a test to oneself, and how
// each published post's e-mails went; the mail health on the admin Overview.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('an admin previews a post’s e-mail, sends a test to themself, publishes it and sees it delivered', async ({
  page,
}) => {
  const reader = uniqueEmail('reader');
  await subscribeConfirmed(page, reader);
  const { email: admin } = await signInAsAdmin(page);
  await page.goto('/admin?tab=blog-posts');

  const title = `Quiet mornings ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('Ten minutes before the inbox changes the whole day.');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Start with a walk, not with the phone.');

  // the preview is the server's rendering of the unsaved post
  await page.getByRole('button', { name: 'Preview e-mail' }).click();
  const preview = page.getByRole('dialog', { name: 'E-mail preview' });
  await expect(preview).toContainText(`Subject${title}`);
  await expect(preview).toContainText(`To${admin}`);
  const html = preview.frameLocator('iframe[title="E-mail (HTML)"]');
  await expect(html.getByRole('heading', { name: title })).toBeVisible();
  await expect(html.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
  await preview.getByRole('tab', { name: 'Text' }).click();
  await expect(preview.locator('pre')).toContainText('Read the full post:');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // the test goes to the admin alone
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(notifications(page)).toContainText(`A test e-mail is on its way to ${admin}.`);
  const testMail = await waitForMail(admin, (m) => m.subject === `[Test] ${title}`);
  expect(testMail.subject).toBe(`[Test] ${title}`);
  expect(testMail.text).toContain('Ten minutes before the inbox changes the whole day.');
  expect(testMail.header('List-Unsubscribe')).toBeUndefined();

  await page.getByRole('button', { name: 'Publish & Send Now' }).click();
  await expect(notifications(page)).toContainText('Post Published');
  const readerMail = await waitForMail(reader, (m) => m.subject === title);
  expect(readerMail.text).toContain('Ten minutes before the inbox changes the whole day.');

  // the post's line counts its e-mails (every active subscriber's), the test not among them
  const item = page.getByRole('region', { name: 'Your Blog Posts' }).getByRole('listitem').filter({ hasText: title });
  const delivery = item.getByLabel('E-mail delivery');
  await expect(delivery).toContainText(/^Sent [1-9][\d,]* · Failed \d+ · Skipped \d+ · Queued 0$/, {
    timeout: 60_000,
  });

  // the Overview says how the mail is doing
  await adminSection(page, 'Overview').click();
  await expect(page.getByRole('group', { name: 'Mail health' })).toContainText(
    /^Mail: \d+ waiting · oldest (—|\d+ (s|min|h|d)) · \d+ failed in 24 h/,
  );
});
