import { expect, type Page } from '@playwright/test';

// The post editor's inserts and its "Schedule for…" picker, driven as the owner does
// (features/blog/admin/editor, ScheduleDialog).

// a link with its words, through the toolbar's dialog; the content shows it with that address
export async function insertLink(page: Page, address: string, words: string): Promise<void> {
  await page.getByTestId('editor-insert-link').click();
  const dialog = page.getByRole('dialog', { name: 'Insert link' });
  await dialog.getByLabel('Address').fill(address);
  await dialog.getByLabel('Text to show').fill(words);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByRole('textbox', { name: 'Content' }).getByRole('link', { name: words })).toHaveAttribute(
    'href',
    address,
  );
}

// a picture file uploaded with its alt text; the content shows its resized copy
export async function insertPicture(page: Page, file: string, alt: string): Promise<void> {
  await page.getByRole('button', { name: 'Insert image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await dialog.getByLabel('Picture file').setInputFiles(file);
  await dialog.getByLabel('Alt text').fill(alt);
  await dialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(page.getByRole('textbox', { name: 'Content' }).getByRole('img', { name: alt })).toHaveAttribute(
    'src',
    /^\/api\/uploads\/images\/[0-9a-f]{24}-\d+x\d+-\d+w\.webp$/,
  );
}

// types a date and time ('2027-06-15 09:30', the site's wall clock) into the open dialog's picker
export async function pickPublicationDate(page: Page, wall: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox', { name: /Publication date and time/ });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(wall);
  await dialog.getByText('The post goes live').click(); // leaves the picker with the value typed
  await expect(input).toHaveValue(wall);
}
