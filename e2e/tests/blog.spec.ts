import { expect, test } from '../support/test';
import { createPost, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { confirmationLink, isConfirmation, isWelcome, waitForMail } from '../support/mailbox';

const notifications = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Notifications (F8)' });

test('a visitor subscribes in the footer, confirms with the link in the mail and is welcomed', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('contentinfo').getByRole('region', { name: 'Daily Blog Email' });
  const field = form.getByRole('textbox', { name: 'Email address' });
  const email = uniqueEmail('reader');
  await field.fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();

  await expect(notifications(page)).toContainText('Success!');
  await expect(notifications(page)).toContainText("You've been subscribed to our newsletter.");
  await expect(field).toHaveValue('');

  // the confirmation mail: one click on its link confirms
  const confirmation = await waitForMail(email, isConfirmation);
  expect(confirmation.header('List-Unsubscribe')).toBeUndefined();
  const link = confirmationLink(confirmation);
  expect(confirmation.html).toContain(`href="${link}"`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  await expect(page.getByText(`${email} will receive each new post by e-mail.`)).toBeVisible();

  const welcome = await waitForMail(email, isWelcome);
  expect(welcome.text).toContain('Your subscription is confirmed.');
  expect(welcome.header('List-Unsubscribe')).toMatch(/\/api\/unsubscribe\?token=/);

  // the page leads to the blog, and the link used again says so
  await page.getByRole('link', { name: 'Read the blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Insights Blog' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is already confirmed' })).toBeVisible();
});

test('a visitor subscribes from the blog card', async ({ page }) => {
  await page.goto('/blog');
  const card = page.getByRole('region', { name: 'Get Daily Insights in Your Inbox' });
  await card.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('card-reader'));
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notifications(page)).toContainText('Check your inbox and click the link to confirm.');
});

test('the blog lists published posts 9 at a time, and each post opens at its own address', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const before = await (await page.request.get('/api/blog-posts?limit=100')).json();
  const run = Date.now().toString(36);
  const posts = [];
  for (let i = 1; i <= 12; i++) {
    const number = String(i).padStart(2, '0');
    posts.push(await createPost(page, { title: `Daily insight ${number} ${run}`, published: true }));
  }
  const total = before.length + posts.length;

  // a visitor, in a fresh context without the admin's session
  const visitor = await browser.newPage();
  await visitor.goto('/blog');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Daily Insights Blog' })).toBeVisible();
  const cards = visitor.getByRole('list', { name: 'Blog posts' }).getByRole('article');
  await expect(cards).toHaveCount(9);
  // newest first
  await expect(cards.first()).toContainText(posts[11].title);
  await expect(cards.nth(8)).toContainText(posts[3].title);

  const loadMore = visitor.getByRole('button', { name: 'Load More Posts' });
  for (let shown = 9; shown < total;) {
    await loadMore.click();
    shown = Math.min(total, shown + 9);
    await expect(cards).toHaveCount(shown);
  }
  await expect(loadMore).toBeHidden();
  await expect(visitor.getByRole('heading', { name: posts[0].title })).toBeVisible();

  // a card opens its post, which is also reachable directly
  await visitor.getByRole('link', { name: posts[5].title, exact: true }).click();
  await expect(visitor).toHaveURL(`/blog/${posts[5].slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: posts[5].title })).toBeVisible();
  await expect(visitor.getByText(`The words of ${posts[5].title}.`)).toBeVisible();
  // '{post title} · {site name}' (the site name is the owner's: another journey may rename it)
  await expect(visitor).toHaveTitle(new RegExp(`^${posts[5].title} · .+`));
  await visitor.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(visitor).toHaveURL('/blog');

  await visitor.goto(`/blog/${posts[0].slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: posts[0].title })).toBeVisible();
  await expect(visitor.getByText(/\d+ min read/)).toBeVisible();
  await visitor.close();
});

test("an unknown post says 'Blog post not found.' and leads back to the blog", async ({ page }) => {
  await page.goto('/blog/there-is-no-such-post');
  await expect(page.getByText('Blog post not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Insights Blog' })).toBeVisible();
});

test('the blog does not download the admin editor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Insights Blog' })).toBeVisible();
  expect(scripts.some((s) => /quill|RichTextEditor|Admin/i.test(s))).toBe(false);
});
