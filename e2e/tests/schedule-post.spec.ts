import { expect, test, type Page } from '../support/test';
import { signInAsAdmin } from '../support/api-session';

// Issue 49, publishing on a date: the owner writes a post and schedules it for a date and time on
// the site's clock, finds it on the Publishing Queue card, moves it, and unschedules it (a draft).

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

// types a date and time into the open dialog's picker (the site's wall clock)
async function pick(page: Page, wall: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox', { name: /Publication date and time/ });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(wall);
  await dialog.getByText('The post goes live').click(); // leaves the picker with the value typed
  await expect(input).toHaveValue(wall);
}

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
  await pick(page, `${year}-06-15 09:30`);
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
  await pick(page, `${year}-07-02 17:45`);
  await page.getByRole('dialog').getByRole('button', { name: 'Move', exact: true }).click();
  await expect(scheduled).toContainText('Jul 2, 5:45 PM');
  await expect(page.getByRole('dialog')).toBeHidden();

  // unscheduled: a draft, off the card
  await scheduled.getByRole('button', { name: `Unschedule “${title}”` }).click();
  await expect(notifications(page)).toContainText(`"${title}" is a draft again.`);
  await expect(scheduled).toBeHidden();
  await expect(item).toContainText('Draft');
});
