import { adminSection } from '../support/admin';
import { createPost, registerElsewhere, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { expect, test } from '../support/test';

// Comments (issue 49): a reader signs in and comments under a post, where the comment waits for the
// owner's approval; the owner approves it in the admin; then every visitor sees it.
test('a reader comments under a post, the owner approves it, and a visitor sees it', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const post = await createPost(page, { title: `Leading quietly ${Date.now().toString(36)}`, published: true });
  const words = `Thank you, this helped my team ${Date.now().toString(36)}.`;

  // the reader: an account, signed in on /login, then to the post
  const reader = await (await browser.newContext()).newPage();
  const email = uniqueEmail('commenter');
  const password = 'e2e-password-1';
  await registerElsewhere(reader, { email, password, firstName: 'Nora', lastName: 'Quill' });
  await reader.goto(`/blog/${post.slug}`);
  const comments = reader.getByRole('region', { name: 'Comments' });
  await comments.getByRole('link', { name: 'Sign in to comment' }).click();
  await reader.getByLabel('Email', { exact: true }).fill(email);
  await reader.getByLabel('Password', { exact: true }).fill(password);
  await reader.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(reader).toHaveURL(`/blog/${post.slug}`);

  const form = comments.getByRole('form', { name: 'Your comment' });
  await form.getByLabel('Your comment').fill(words);
  await form.getByRole('button', { name: 'Post Comment' }).click();
  const list = comments.getByRole('list', { name: 'Comments' });
  await expect(list.getByText(words)).toBeVisible();
  await expect(list.getByText('Awaiting approval')).toBeVisible();

  // a visitor does not see it yet
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/blog/${post.slug}`);
  const shown = visitor.getByRole('region', { name: 'Comments' });
  await expect(shown.getByText('No comments yet.')).toBeVisible();

  // the owner approves it
  await page.goto('/admin');
  await adminSection(page, 'Comments').click();
  const pending = page.getByRole('listitem').filter({ hasText: words });
  await expect(pending).toContainText('Nora Quill');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toHaveCount(0);

  // now every visitor sees it
  await visitor.reload();
  await expect(shown.getByRole('list', { name: 'Comments' }).getByText(words)).toBeVisible();
  await expect(shown.getByText('Awaiting approval')).toHaveCount(0);
  await expect(shown.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
});
