import type { ContactMessageDto, SavePageContentDto } from '../../frontend/src/api/generated-admin';
import { expect, test, type Page } from '../support/test';
import { signInAsAdmin, uniqueEmail } from '../support/api-session';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

// A write with the page's session; the API wants its CSRF cookie echoed in a header.
async function savePageContent(page: Page, section: string, content: string) {
  await page.request.get('/api/health');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.put('/api/admin/page-content', {
    data: { page: 'contact', section, content } satisfies SavePageContentDto,
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a visitor sends a message through the contact form, and the admin reads it', async ({ page, browser }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Send a Message' });
  const sendMessage = form.getByRole('button', { name: 'Send Message' });

  // empty: every field says what it needs
  await sendMessage.click();
  for (const error of [
    'Name is required',
    'Please enter a valid email',
    'Please select a subject',
    'Message must be at least 10 characters',
  ]) {
    await expect(form.getByText(error)).toBeVisible();
  }

  const email = uniqueEmail('visitor');
  const text = `Could we work together on a leadership retreat? (${email})`;
  await form.getByLabel('Full Name', { exact: true }).fill('Grace Hopper');
  await form.getByLabel('Email Address', { exact: true }).fill(email);
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('Collaboration');
  await form.getByLabel('Message', { exact: true }).fill(text);
  await expect(form.getByText('Name is required')).toBeHidden();
  await sendMessage.click();

  await expect(notifications(page)).toContainText('Message Sent!');
  await expect(notifications(page)).toContainText("Thank you for your message. I'll get back to you within 24 hours.");
  await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const response = await admin.request.get('/api/admin/messages');
  expect(response.ok()).toBe(true);
  const messages = (await response.json()) as ContactMessageDto[];
  expect(messages).toContainEqual(
    expect.objectContaining({
      name: 'Grace Hopper',
      email,
      subject: 'collaboration',
      message: text,
    }),
  );
  await admin.close();
});

test("the contact page shows the owner's saved heading, details and background", async ({ page, browser }) => {
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  try {
    await savePageContent(admin, 'header', "Let's Build Something");
    await savePageContent(admin, 'info', '<p>Write to <strong>owner@example.com</strong></p><script>alert(1)</script>');
    await savePageContent(admin, 'background', 'linear-gradient(135deg, #12355b 0%, #1a8a7d 100%)');

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: "Let's Build Something" })).toBeVisible();
    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info).toContainText('Write to owner@example.com');
    await expect(info.locator('script')).toHaveCount(0);
    await expect(page.locator('.contact-page')).toHaveCSS('background-image', /linear-gradient/);
  } finally {
    // back to the built-in texts for the other journeys
    for (const section of ['header', 'info', 'background']) await savePageContent(admin, section, '');
    await admin.close();
  }
});

test("a visitor subscribes from the contact page's 'Stay Connected' box", async ({ page }) => {
  await page.goto('/contact');
  const box = page.getByRole('region', { name: 'Stay Connected' });
  const field = box.getByRole('textbox', { name: 'Email address' });
  await field.fill(uniqueEmail('contact-reader'));
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notifications(page)).toContainText('Success!');
  await expect(field).toHaveValue('');
});
