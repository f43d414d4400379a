import { expect, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { apiPost, signInAsAdmin } from '../support/api-session';
import { isConfirmation, waitForMail } from '../support/mailbox';
import { motionless } from '../support/motion';

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

  // the list is searched by title on the server, a page at a time
  await posts.getByRole('searchbox', { name: 'Search your posts' }).fill(`${title} (revised)`);
  await expect(posts.getByRole('list', { name: 'Blog posts' }).getByRole('listitem')).toHaveCount(1);
  await expect(revised).toBeVisible();

  // Delete asks first
  await revised.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this post?');
  await motionless(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notifications(page)).toContainText('Post Deleted');
  await expect(revised).toHaveCount(0);
});

test('an admin imports subscribers from a CSV, searches, exports and removes one', async ({ page }) => {
  await signInAsAdmin(page);
  const run = `list-${Date.now().toString(36)}`;
  const [ada, bob, cy, visitor] = ['ada', 'bob', 'cy', 'visitor'].map((name) => `${name}.${run}@example.com`);
  // a visitor's own subscription waits for the click on the link in its mail
  await apiPost(page, '/api/subscribe', { email: visitor });
  await page.goto('/admin?tab=subscribers');
  const tab = page.getByRole('region', { name: 'Subscribers' });
  const row = (email: string) => tab.getByRole('row').filter({ hasText: email });
  await expect(row(visitor)).toContainText('Awaiting confirmation');

  // a file, with consent: active at once; the invalid line is named
  await tab.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Name,Email\nAda,${ada}\nBob,${bob}\nNobody,not-an-address\n`),
  });
  await dialog.getByRole('checkbox', { name: "I have these people's consent to e-mail them" }).check();
  await dialog.getByRole('button', { name: 'Import' }).click();
  const report = dialog.getByRole('status');
  await expect(report).toContainText('2 added: they receive the daily e-mail from now on');
  await expect(report).toContainText('1 invalid line: line 4 (not-an-address)');

  // pasted, without consent: the address is sent the confirmation mail
  await dialog.getByRole('textbox', { name: 'Addresses or CSV text' }).fill(cy);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(report).toContainText('1 added: each was sent a confirmation e-mail');
  await waitForMail(cy, isConfirmation);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // search on the server
  await tab.getByRole('searchbox', { name: 'Search subscribers by e-mail' }).fill(run);
  await expect(tab.getByRole('row')).toHaveCount(5); // the header and four addresses
  await expect(row(ada)).toContainText('Active');
  await expect(row(cy)).toContainText('Awaiting confirmation');
  await tab.getByRole('searchbox', { name: 'Search subscribers by e-mail' }).fill(`ada.${run}`);
  await expect(tab.getByRole('row')).toHaveCount(2);
  await expect(tab).toContainText('1 found');

  // the export: every subscriber, with a header row
  const downloading = page.waitForEvent('download');
  await tab.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribed_at');
  expect(csv).toContainEqual(expect.stringMatching(new RegExp(`^${ada.replace(/\./g, '\\.')},active,\\d{4}-`)));
  expect(csv).toContainEqual(expect.stringMatching(new RegExp(`^${cy.replace(/\./g, '\\.')},pending,\\d{4}-.*,,$`)));

  // remove, after a confirmation
  await row(ada)
    .getByRole('button', { name: `Remove ${ada}` })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Remove this subscriber?' });
  await expect(confirm).toBeVisible();
  await motionless(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(notifications(page)).toContainText(`${ada} has been removed.`);
  await expect(tab).toContainText('No subscribers match this search');
  await tab.getByRole('searchbox', { name: 'Search subscribers by e-mail' }).fill(run);
  await expect(tab.getByRole('row')).toHaveCount(4);
});
