import { expect, test } from '../support/test';
import { adminSection } from '../support/admin';
import { signInAsAdmin, uniqueEmail } from '../support/api-session';
import { waitForMail } from '../support/mailbox';

// The owner's inbox: a visitor's message arrives unread, the owner opens it, answers it from the
// admin, and the answer reaches the visitor by mail (through the outbox) and stays in the thread.
test('the owner reads a message in the inbox and replies to it', async ({ page, browser }) => {
  const email = uniqueEmail('inbox-visitor');
  const name = `Ada ${email.split('@')[0]}`;
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send a Message' });
  await form.getByLabel('Full Name', { exact: true }).fill(name);
  await form.getByLabel('Email Address', { exact: true }).fill(email);
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('Business Consultation');
  await form.getByLabel('Message', { exact: true }).fill('Do you coach teams of five, over three months?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Message Sent!');

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await adminSection(admin, 'Messages').click();
  await admin.getByRole('searchbox', { name: 'Search messages by subject, name, e-mail or text' }).fill(email);
  const list = admin.getByRole('list', { name: 'Contact messages' });
  const unread = list.getByRole('button', { name: `Unread: Business Consultation from ${name}` });
  await expect(unread).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(1);

  // opened, it is read; the drawer shows the message and takes the reply
  await unread.click();
  const drawer = admin.getByRole('dialog', { name: `Business Consultation from ${name}` });
  await expect(drawer).toContainText('Do you coach teams of five, over three months?');
  await expect(drawer).toContainText('Replies from the sender arrive in your mailbox.');
  await drawer.getByLabel('Reply').fill('Yes: a three-month team programme. Shall we talk on Tuesday?');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer.getByRole('list', { name: 'Replies' })).toContainText(
    'Yes: a three-month team programme. Shall we talk on Tuesday?',
  );

  const mail = await waitForMail(email, (m) => m.subject.startsWith('Re: Business Consultation'));
  expect(mail.text).toContain('Yes: a three-month team programme. Shall we talk on Tuesday?');

  // back in the list the message reads as read
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(list.getByRole('button', { name: `Business Consultation from ${name}` })).toBeVisible();
  await admin.close();
});
