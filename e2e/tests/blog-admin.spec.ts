import { expect, test, type Page } from '../support/test';
import { apiPost, signInAsAdmin, uniqueEmail } from '../support/api-session';

// The blog admin editor (features/blog/admin) inside the admin dashboard's 'Blog Posts' and
// 'Subscribers' tabs, opened by URL.

// a 1×1 PNG: the API checks uploads by their content
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('an admin writes a post into the queue, publishes, edits and deletes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=blog-posts');
  const queue = page.getByRole('region', { name: 'Daily Publishing Queue' });
  await expect(queue).toContainText('Publishes daily at 6 AM');

  // nothing is saved without a title, an excerpt and content
  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expect(notifications(page)).toContainText('Missing Information');
  await expect(notifications(page)).toContainText('Please fill in title, excerpt, and content.');

  const title = `Calm leadership ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);

  // a category of its own
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('+ Add New Category').click();
  await page.getByRole('textbox', { name: 'New category name' }).fill('Leadership');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'New category name' })).toBeHidden();

  // a featured image, uploaded and then found in the gallery
  await page
    .getByLabel('Upload New image file')
    .setInputFiles({ name: 'calm.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Featured image preview' });
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/images\/.+\.png$/);
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(preview).toBeHidden();
  await page.getByRole('button', { name: 'Choose from Gallery' }).click();
  await page.getByRole('region', { name: 'Image gallery' }).getByRole('button', { name: 'Choose image 1' }).click();
  await expect(preview).toBeVisible();

  await page.getByLabel('Excerpt').fill('Calm is a skill you can practise, and your team will notice.');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Calm is learned.');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Every day.');

  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expect(notifications(page)).toContainText('Added to Queue');
  await expect(page.getByLabel('Title')).toHaveValue('');

  const posts = page.getByRole('region', { name: 'Your Blog Posts' });
  const item = posts.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('In Queue');
  await expect(item).toContainText('Leadership');
  const upcoming = page.getByRole('region', { name: 'Publishing Queue', exact: true });
  await expect(upcoming).toContainText(title);
  await expect(upcoming).toContainText(/Next publication: (today|tomorrow) 6:00 AM/);
  await expect(queue).toContainText(title);

  // Publish Now sends the oldest queued post live
  await queue.getByRole('button', { name: 'Publish Now' }).click();
  await expect(notifications(page)).toContainText(`Published "${title}"`);
  await expect(item).toContainText('Published');
  const slug = (await item.getByRole('link', { name: 'View' }).getAttribute('href'))!.replace('/blog/', '');
  await expect(item.getByRole('link', { name: 'View' })).toHaveAttribute('target', '_blank');

  // the public post has the bold text the editor made
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('.post-content strong')).toHaveText('Every day.');
  await visitor.close();

  // Edit loads the post into the form
  await item.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(content).toContainText('Calm is learned.');
  await page.getByLabel('Title').fill(`${title} (revised)`);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(notifications(page)).toContainText('Post Updated');
  await expect(page.getByRole('button', { name: 'Cancel Edit' })).toBeHidden();
  const revised = posts.getByRole('listitem').filter({ hasText: `${title} (revised)` });
  await expect(revised).toBeVisible();

  // Delete asks first
  await revised.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this post?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notifications(page)).toContainText('Post Deleted');
  await expect(revised).toHaveCount(0);
});

test('an admin sees the newsletter subscribers', async ({ page }) => {
  const email = uniqueEmail('subscriber');
  await apiPost(page, '/api/subscribe', { email });
  await signInAsAdmin(page);
  await page.goto('/admin?tab=subscribers');
  const row = page.getByRole('region', { name: 'Subscribers' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');
});
