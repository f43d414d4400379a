import { isPageViewBeacon } from '../support/analytics';
import { expect, test } from '../support/test';

test('a visitor shares a post on /app, supports it, and finds it again after a reload', async ({ page }) => {
  // the community screen is local state: it writes nothing to the API. The page-view beacon every
  // public page sends after load (/app too, on each load) is the site's statistics, not the
  // community's: it is no write of this screen.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET' && !isPageViewBeacon(request)) {
      writes.push(request.url());
    }
  });

  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByText('Your posts and reflections are saved in this browser only.')).toBeVisible();
  await expect(page.getByText('2 of 5 reflections completed')).toBeVisible();

  await page.getByRole('tab', { name: 'Community' }).click();
  const box = page.getByRole('region', { name: 'Share with the Community' });
  const text = box.getByRole('textbox', { name: "What's on your mind?" });
  const share = box.getByRole('button', { name: 'Share' });
  await expect(share).toBeDisabled();
  await text.fill('   ');
  await expect(share).toBeDisabled();

  const content = `Three months without asking permission to rest. ${Date.now().toString(36)}`;
  await text.fill(content);
  await box.getByRole('button', { name: '#milestone' }).click();
  await share.click();

  const posts = page.getByRole('list', { name: 'Community posts' }).getByRole('article');
  await expect(posts).toHaveCount(4);
  const post = posts.first();
  await expect(post).toContainText(content);
  await expect(post).toContainText('Anonymous');
  await expect(post).toContainText('#milestone');
  await expect(text).toHaveValue('');
  await expect(share).toBeDisabled();

  const support = post.getByRole('button', { name: /Support/ });
  await expect(support).toHaveText(/Support\s*0$/);
  await support.click();
  await expect(support).toHaveText(/Support\s*1$/);

  await page.reload();
  await page.getByRole('tab', { name: 'Community' }).click();
  await expect(posts).toHaveCount(4);
  await expect(posts.first()).toContainText(content);
  await expect(posts.first().getByRole('button', { name: /Support/ })).toHaveText(/Support\s*1$/);
  expect(writes).toEqual([]);
});
