import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { signInAsAdmin } from '../support/api-session';
import { expect, test } from '../support/test';

// The Ghost sample the backend's tests ship, with ids and slugs of this run's own (the e2e database
// outlives one run's posts): a published post, a scheduled one, a draft, a paid one, one for some
// tiers only, a page and a bad one.
function ghostExport(run: string): Buffer {
  const file = path.join(__dirname, '../../backend/test/imports/fixtures/ghost-export.json');
  const text = readFileSync(file, 'utf8')
    .replaceAll('65e5f0a1c3b2a40001a1', `${run}-`)
    .replaceAll('five-habits-of-calm-leaders', `five-habits-${run}`)
    .replaceAll('pricing-your-coaching', `pricing-${run}`)
    .replaceAll('next-months-retreat', `retreat-${run}`)
    .replaceAll('half-an-idea', `half-${run}`)
    .replaceAll('members-quarterly-plan', `members-plan-${run}`)
    .replaceAll('inner-circle-notes', `inner-circle-${run}`)
    .replace(/@example\.com/gi, `@${run}.example.com`);
  return Buffer.from(text);
}

test('the owner checks a Ghost export, imports it, finds the post on the blog, and its old address leads there', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  await signInAsAdmin(page);
  await page.goto('/admin?tab=import');
  const moveIn = page.getByRole('region', { name: 'Move in' });
  await moveIn.getByLabel('Export file').setInputFiles({
    name: 'jane.ghost.json',
    mimeType: 'application/json',
    buffer: ghostExport(run),
  });

  await moveIn.getByRole('button', { name: /Check/ }).click();
  const report = moveIn.getByRole('status', { name: 'Import report' });
  await expect(report).toContainText('Check finished: nothing was written');
  await expect(report).toContainText('Posts: 6 to create, 0 renamed, 0 skipped, 1 failed');
  await expect(report.getByRole('row', { name: /Next Month's Retreat/ })).toContainText(
    'Scheduled in the export: imported as a draft',
  );
  expect((await page.request.get(`/blog/five-habits-${run}`)).status()).toBe(404);

  await moveIn.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report).toContainText('Import finished');
  await expect(report).toContainText('Posts: 6 created, 0 renamed, 0 skipped, 1 failed');
  await expect(page.getByRole('region', { name: 'Old addresses' })).toContainText(`/five-habits-${run}`);

  // a reader follows an old link: a permanent redirect to the post, which is on the blog
  const old = await page.request.get(`/five-habits-${run}/`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/five-habits-${run}`);
  await page.goto(`/five-habits-${run}/`);
  await expect(page).toHaveURL(`/blog/five-habits-${run}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Five Habits of Calm Leaders' })).toBeVisible();
  await expect(page.getByText('Calm is a skill you can practise.')).toBeVisible();

  // the same file again brings nothing new
  await moveIn.page().goto('/admin?tab=import');
  await moveIn.getByLabel('Export file').setInputFiles({
    name: 'jane.ghost.json',
    mimeType: 'application/json',
    buffer: ghostExport(run),
  });
  await moveIn.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report).toContainText('Posts: 0 created, 0 renamed, 6 skipped, 1 failed');
});
