import { expect, test, type Page } from '../support/test';
import { signInAsAdmin } from '../support/api-session';

// Nothing lost (issue 49): the editor saves itself, a closed tab loses nothing, revisions are compared
// and restored, and of two tabs on one post the later save is refused with a sentence.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const postItem = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Your Blog Posts' }).getByRole('listitem').filter({ hasText: title });

async function openEditor(page: Page, title: string) {
  await page.goto('/admin?tab=blog-posts');
  await postItem(page, title).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
}

test('the owner closes the tab mid-edit, finds the draft, and restores a revision', async ({ page, context }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=blog-posts');
  const title = `Half written ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('The first thoughts.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved \d\d:\d\d/ })).toBeVisible();
  // more words, and the tab closed before the next autosave: they leave with the page
  await page.keyboard.type(' A second thought.');
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await again.goto('/admin?tab=blog-posts');
  await expect(postItem(again, title)).toContainText('Draft');
  await openEditor(again, title);
  const content = again.getByRole('textbox', { name: 'Content' });
  await expect(content).toContainText('The first thoughts. A second thought.');

  // the draft is offered what a new post is: into the queue, whole
  await again.getByLabel('Title').fill(`${title} v2`);
  await again.getByLabel('Excerpt').fill('An excerpt at last.');
  await again.getByRole('button', { name: 'Add to Queue' }).click();
  await expect(notifications(again)).toContainText('Added to Queue');
  await expect(postItem(again, `${title} v2`)).toContainText('In Queue');
  await openEditor(again, `${title} v2`);
  // a change not autosaved yet, then the revisions
  await again.getByLabel('Title').fill(`${title} v3`);
  await again.getByRole('button', { name: 'Revisions' }).click();
  const drawer = again.getByRole('dialog', { name: 'Revisions' });
  // each revision's row (its Compare button is in a list of its own)
  const revisions = drawer.getByRole('listitem').filter({ hasText: /^#\d+ / });
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText('#2');
  await expect(revisions.first()).toContainText('Saved');
  await expect(revisions.last()).toContainText('Autosaved');
  // the half-written draft is not restored onto a queued post
  await revisions.last().getByRole('button', { name: 'Compare' }).click();
  await expect(drawer.locator('ins')).toHaveText(/^v3 An excerpt at last\.\s*$/);
  await drawer.getByRole('button', { name: 'Restore this revision' }).click();
  await again.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(notifications(again)).toContainText('Please fill in title, excerpt, and content.');
  // the change typed before the restore was saved first: a revision (a queued post keeps its text)
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText(`${title} v3`);
  // the saved post restored
  await revisions.filter({ hasText: /^#2 / }).getByRole('button', { name: 'Compare' }).click();
  await expect(drawer.locator('ins')).toHaveText(/^v3\s*$/);
  await drawer.getByRole('button', { name: 'Restore this revision' }).click();
  await again.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(notifications(again)).toContainText('Revision Restored');
  await expect(again.getByLabel('Title')).toHaveValue(`${title} v2`);
  await expect(again.getByLabel('Excerpt')).toHaveValue('An excerpt at last.');
  await expect(content).toContainText('A second thought.');
  await again.getByRole('button', { name: 'Revisions' }).click();
  await expect(revisions).toHaveCount(4);
  await expect(revisions.first()).toContainText('Restored');
  await expect(revisions.nth(1)).toContainText(`${title} v3`);
});

test('of two tabs on one post, the later save is refused with a sentence', async ({ page, context }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=blog-posts');
  const title = `Two tabs ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('Written in one tab.');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('The words.');
  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expect(notifications(page)).toContainText('Added to Queue');

  await openEditor(page, title);
  const other = await context.newPage();
  await openEditor(other, title);
  await expect(page.getByText('This post is open in another tab.')).toBeVisible();
  await expect(other.getByText('This post is open in another tab.')).toBeVisible();

  await page.getByLabel('Excerpt').fill('Saved from the first tab.');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(notifications(page)).toContainText('Post Updated');
  await expect(other.getByText('This post was saved in another tab.')).toBeVisible();

  await other.getByLabel('Excerpt').fill('Saved from the second tab.');
  await other.getByRole('button', { name: 'Update Post' }).click();
  await expect(notifications(other)).toContainText(
    /This post was changed in another tab or by another session at \d\d:\d\d\. Reload it to see those changes, or copy your text first\./,
  );
  // nothing overwritten: the first tab's save stands
  await openEditor(page, title);
  await expect(page.getByLabel('Excerpt')).toHaveValue('Saved from the first tab.');
});
