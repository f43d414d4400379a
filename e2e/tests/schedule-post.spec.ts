import { expect, test, type Page } from '../support/test';
import { signInAsAdmin } from '../support/api-session';
import { insertLink, insertPicture, pickPublicationDate } from '../support/post-editor';

// Issue 49, publishing on a date: the owner writes a post and schedules it for a date and time on
// the site's clock, finds it on the Publishing Queue card, moves it, and unschedules it (a draft);
// and a post with a link and a picture, its tab closed mid-edit, found as a draft and scheduled.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('the owner schedules a post for a date, moves it and unschedules it', async ({ page }) => {
  const year = new Date().getUTCFullYear() + 1;
  await signInAsAdmin(page);
  await page.goto('/admin?tab=blog-posts');
  const title = `Dated post ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('A post that goes out on the day it is meant for.');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Timing is a kindness to your readers.');

  await page.getByRole('button', { name: 'Schedule for…' }).click();
  await pickPublicationDate(page, `${year}-06-15 09:30`);
  await page.getByRole('dialog').getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(notifications(page)).toContainText('Post Scheduled');
  await expect(notifications(page)).toContainText(`"${title}" goes live and is e-mailed`);
  await expect(page.getByLabel('Title')).toHaveValue('');

  const posts = page.getByRole('region', { name: 'Your Blog Posts' });
  const item = posts.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Scheduled');
  // not in the daily queue: on the Publishing Queue card with its own date and time
  const scheduled = page
    .getByRole('region', { name: 'Publishing Queue', exact: true })
    .getByRole('list', { name: 'Scheduled posts' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(scheduled).toContainText('Scheduled');
  await expect(scheduled).toContainText('Jun 15, 9:30 AM');

  // moved: one action
  await scheduled.getByRole('button', { name: `Move “${title}”` }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /Publication date and time/ })).toHaveValue(
    `${year}-06-15 09:30`,
  );
  await pickPublicationDate(page, `${year}-07-02 17:45`);
  await page.getByRole('dialog').getByRole('button', { name: 'Move', exact: true }).click();
  await expect(scheduled).toContainText('Jul 2, 5:45 PM');
  await expect(page.getByRole('dialog')).toBeHidden();

  // unscheduled: a draft, off the card
  await scheduled.getByRole('button', { name: `Unschedule “${title}”` }).click();
  await expect(notifications(page)).toContainText(`"${title}" is a draft again.`);
  await expect(scheduled).toBeHidden();
  await expect(item).toContainText('Draft');
});

test('the owner writes a post with a link and a picture, closes the tab mid-edit, finds the draft and schedules it', async ({
  page,
  context,
}) => {
  const year = new Date().getUTCFullYear() + 1;
  await signInAsAdmin(page);
  await page.goto('/admin?tab=blog-posts');
  const title = `Monday letter ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('Three questions for the start of a week.');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Before you plan, read ');
  await insertLink(page, '/about', 'how I work');
  await insertPicture(page, 'fixtures/coach-portrait.jpg', 'A notebook on a desk');
  await expect(page.getByRole('status').filter({ hasText: /^Saved \d\d:\d\d/ })).toBeVisible();
  await page.close({ runBeforeUnload: true });

  // the next morning: the draft is there, with its link and its picture
  const again = await context.newPage();
  await again.goto('/admin?tab=blog-posts');
  const item = again.getByRole('region', { name: 'Your Blog Posts' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Draft');
  await item.getByRole('button', { name: 'Edit' }).click();
  const content = again.getByRole('textbox', { name: 'Content' });
  await expect(content.getByRole('link', { name: 'how I work' })).toHaveAttribute('href', '/about');
  await expect(content.getByRole('img', { name: 'A notebook on a desk' })).toBeVisible();

  await again.getByRole('button', { name: 'Schedule for…' }).click();
  await pickPublicationDate(again, `${year}-03-01 07:15`);
  await again.getByRole('dialog').getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(notifications(again)).toContainText('Post Scheduled');
  await expect(item).toContainText('Scheduled');
  await expect(
    again
      .getByRole('region', { name: 'Publishing Queue', exact: true })
      .getByRole('list', { name: 'Scheduled posts' })
      .getByRole('listitem')
      .filter({ hasText: title }),
  ).toContainText('Mar 1, 7:15 AM');
});
